/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz beside every compressible file of dist/assets, once at build time;
 * the server sends them to browsers that accept them (serveStatic precompressed). Without
 * them the landing page's 600 KB of JavaScript went out as is (Lighthouse: 905 KiB to save).
 */
function precompress(): Plugin {
  return {
    name: 'trivia-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist', 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
        const path = join(dir, name);
        if (statSync(path).size < 1024) continue;
        const data = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The manifest lets bench/bundle.ts measure the landing page's initial JavaScript.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own: lazy screens share it, and left to itself Rolldown put it
        // in the entry chunk, on the landing page that uses none of it (bench/bundle.ts).
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
});
