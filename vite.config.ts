/// <reference types="vitest/config" />

import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { fillPageTemplate } from './src/web/lib/page-html';

function writeCompressed(path: string) {
  const data = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

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
        if (statSync(path).size >= 1024) writeCompressed(path);
      }
    },
  };
}

/**
 * After the browser build: a server build of src/web/prerender.tsx renders the public pages
 * to HTML in index.html's template, into dist/pages/ (with .br and .gz) and
 * dist/pages/pages.json, which the server reads (src/server/app.ts).
 */
function prerenderPages(): Plugin {
  let outDir = 'dist';
  let isSsr = false;
  return {
    name: 'trivia-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      isSsr = !!config.build.ssr;
    },
    async closeBundle() {
      if (isSsr) return;
      // Inside dist/, so the server build's imports of node_modules resolve; removed once used.
      const serverDir = join(outDir, '.prerender');
      await build({
        configFile: false,
        logLevel: 'warn',
        // Everything in one bundle: React, the router and Mantine as the browser gets them.
        ssr: { noExternal: true },
        // React's production build, whatever NODE_ENV the build runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: true,
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: {
            input: { prerender: 'src/web/prerender.tsx' },
            output: { entryFileNames: '[name].mjs' },
            // React Server Components' "use client" lines in React Router, TanStack Query and
            // Mantine mean nothing to this build.
            onLog(level, log, handler) {
              if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
              handler(level, log);
            },
          },
        },
      });
      const { PRERENDERED_PATHS, renderPage } = (await import(
        pathToFileURL(join(serverDir, 'prerender.mjs')).href
      )) as typeof import('./src/web/prerender');
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const pagesDir = join(outDir, 'pages');
      mkdirSync(pagesDir, { recursive: true });
      const index: Record<string, string> = {};
      for (const path of PRERENDERED_PATHS) {
        const file = `${path === '/' ? 'index' : path.slice(1)}.html`;
        writeFileSync(join(pagesDir, file), fillPageTemplate(template, await renderPage(path)));
        writeCompressed(join(pagesDir, file));
        index[path] = `pages/${file}`;
      }
      writeFileSync(join(pagesDir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
      rmSync(serverDir, { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), prerenderPages()],
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
