// `npm start`: build the web app (dist/) and the server (dist-server/) when missing or older
// than their sources, then run the built server in this process. SKIP_BUILD=true keeps output
// that looks stale (the server is still built when dist-server/ is missing).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Missing, or older than any of `sources`. */
function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map(newestMtime));
}

function run(what, command, args) {
  console.log(`Building ${what}...`);
  const build = spawnSync(command, args, { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const mayRebuild = process.env.SKIP_BUILD !== 'true';
const webEntry = 'dist/index.html';
if (mayRebuild && isStale(webEntry, ['src/web', 'src/core', 'index.html', 'vite.config.ts']))
  run('the web app', 'npx', ['vite', 'build', '--logLevel', 'warn']);

const serverEntry = 'dist-server/main.mjs';
const serverSources = ['src/server', 'src/core', 'scripts/build-server.mjs', 'package-lock.json'];
if (!existsSync(serverEntry) || (mayRebuild && isStale(serverEntry, serverSources)))
  run('the server', process.execPath, ['scripts/build-server.mjs']);

// In this process rather than a child: one Node process fewer, and signals reach the server.
// npm start runs this with two V8 flags that keep the server's resident memory down (under the
// 300 MB budget of bench/README.md):
// --liftoff-only compiles PGlite's WebAssembly with the baseline compiler only (no optimizing
// recompiles of hot Postgres functions: about 70 MB less and a faster start on two busy cores,
// for slower SQL inside PGlite once a long-running server would have optimized it; no effect
// on PostgreSQL), and --max-semi-space-size=2 keeps the young generation at 2 MB semi-spaces
// instead of 16 MB. Figures in the commit that added them.
await import(pathToFileURL(serverEntry).href);
