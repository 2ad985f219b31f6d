// `npm run build:server`: the server ahead of time, one ES module bundle in dist-server/, so
// `npm start` loads plain JavaScript instead of compiling TypeScript through tsx at every start
// (start to the first 200 within 5 s, resident memory under 300 MB: bench/README.md).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const OUT_DIR = 'dist-server';

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: OUT_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Lazy imports (the bank generator, Stripe, nodemailer, pg) become chunks of their own,
  // read only when that code runs. Chunks sit beside main.mjs, so that a module's
  // `new URL('./migrations', import.meta.url)` means the same place in every chunk.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // PGlite and pg_dump find their .wasm and .data files beside their own modules; Sentry's
  // instrumentation hooks the require of modules it cannot see inside a bundle.
  external: ['@electric-sql/*', '@sentry/node'],
  // Bundled CommonJS packages call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  logLevel: 'warning',
});
// db/client.ts reads the migrations beside itself: beside the chunks once bundled.
cpSync('src/server/db/migrations', `${OUT_DIR}/migrations`, { recursive: true });
