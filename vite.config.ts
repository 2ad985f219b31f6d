/// <reference types="vitest/config" />

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { SSR_HTML, SSR_STATE } from './src/core/page-slots';
import { fillPageTemplate } from './src/web/lib/page-html';
import type { PrerenderedPage } from './src/web/prerender';
import type { ServerRenderedPage } from './src/web/server-render';

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
 * zod's `z` namespace re-exports every locale (`z.locales`), which `import { z } from 'zod'`
 * keeps: 70 of the zod chunk's 90 KB gzipped, on /play's path before its first paint. The app
 * shows only its own messages (core/messages.ts) and zod's default English one: zod's locales
 * index resolves to English alone, the locale zod sets itself (classic/schemas.js).
 */
function zodEnglishOnly(): Plugin {
  const id = '\0zod-locales-english';
  return {
    name: 'trivia-zod-english-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../locales/index.js' && importer && /[\\/]zod[\\/]v4[\\/]/.test(importer))
        return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `export { default as en } from ${JSON.stringify(resolve('node_modules/zod/v4/locales/en.js'))};\n`;
    },
  };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A chunk's file and the files of every chunk it imports statically, with their CSS. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) filesOf(manifest, imported, seen);
  return seen;
}

/**
 * After the browser build: a server build of src/web/prerender.tsx and server-render.tsx into
 * dist/.ssr/. It renders the public pages to HTML, into dist/pages/ (with .br and .gz) and
 * dist/pages/pages.json, which the server reads (src/server/app.ts); the server renders the
 * signed-in pages of server-render.tsx per request, into the templates of dist/.ssr/pages.json.
 * First paint and LCP then come from the HTML and the CSS, before the JavaScript (Lighthouse
 * mobile: FCP 3 s, waiting for 191 KB gzipped of scripts). Their HTML loads the app through a
 * small script, after the first paint.
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
      // Inside dist/, so the server build's imports of node_modules resolve; a dot folder,
      // which the server never sends (src/server/app.ts).
      const serverDir = join(outDir, '.ssr');
      await build({
        configFile: false,
        logLevel: 'warn',
        // Everything in the bundle, tree-shaken: with node_modules left to Node, loading it
        // took 1.3 s and 144 MB (every module of @tabler/icons-react and @mantine/core).
        ssr: { noExternal: true },
        // React's production build, whatever NODE_ENV the server runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: true,
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: {
            input: { prerender: 'src/web/prerender.tsx', render: 'src/web/server-render.tsx' },
            output: { entryFileNames: '[name].mjs' },
            // React Server Components' "use client" lines in React Router, TanStack Query and
            // Mantine mean nothing to this build: hundreds of warnings that hid the first start's
            // admin password.
            onLog(level, log, handler) {
              if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
              handler(level, log);
            },
          },
        },
      });
      {
        const { PRERENDERED_PAGES, renderPage } = (await import(
          pathToFileURL(join(serverDir, 'prerender.mjs')).href
        )) as {
          PRERENDERED_PAGES: PrerenderedPage[];
          renderPage(path: string): Promise<string>;
        };
        const { SERVER_RENDERED_PAGES } = (await import(
          pathToFileURL(join(serverDir, 'render.mjs')).href
        )) as { SERVER_RENDERED_PAGES: ServerRenderedPage[] };
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Record<string, ManifestChunk>;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const initial = filesOf(manifest, 'index.html');
        // The pages load the app only after their first paint: its scripts then neither delay
        // that paint nor share the network with the CSS (Lighthouse mobile, /: FCP 2.4 s with
        // the entry and its modulepreloads fetched at once, at High priority). A small script
        // (CSP: no inline ones) preloads the entry's chunks and imports it after a frame.
        const entryScript =
          /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
        const entry = template.match(entryScript)?.[1];
        if (!entry || !template.includes('<div id="root"></div>'))
          throw new Error('index.html: no entry script or no empty #root');
        const chunks = [...initial]
          .map((key) => `/${manifest[key].file}`)
          .filter((file) => file.endsWith('.js') && file !== entry);
        // The large chunks are then evaluated one per task before the entry (which finds them
        // evaluated): in one task, as the entry's static imports would have it, the module
        // evaluation blocked /play's main thread for 130-150 ms at Lighthouse's 4x slowdown.
        const large = chunks.filter((file) => statSync(join(outDir, file)).size > 20_000);
        const loader = `requestAnimationFrame(()=>setTimeout(async()=>{for(const href of ${JSON.stringify(chunks)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}for(const href of ${JSON.stringify(large)}){await import(href);await new Promise(r=>setTimeout(r,0))}import(${JSON.stringify(entry)})},0));\n`;
        const loaderFile = `assets/load-app-${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`;
        writeFileSync(join(outDir, loaderFile), loader);
        const pageTemplate = template
          .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
          .replace(entryScript, `<script type="module" src="/${loaderFile}"></script>\n    `);

        // The page chunk's CSS, if any, is needed for the first paint; its scripts are not. A
        // small file goes in the page itself: one render-blocking request fewer (Lighthouse
        // mobile, /play: 1.4 KB that held the first paint back by about 300 ms).
        const templateOf = (source?: string) => {
          const styles = source
            ? [...filesOf(manifest, source)]
                .filter((key) => !initial.has(key))
                .flatMap((key) => manifest[key].css ?? [])
                .map((css) => {
                  const text = readFileSync(join(outDir, css), 'utf8');
                  return text.length <= 4096 && !text.includes('</')
                    ? `<style>${text}</style>`
                    : `<link rel="stylesheet" crossorigin href="/${css}">`;
                })
            : [];
          return pageTemplate.replace('</head>', `${styles.join('')}</head>`);
        };
        const fileOf = (path: string) =>
          `${path === '/' ? 'index' : path.slice(1).replace(/\//g, '-')}.html`;

        const pagesDir = join(outDir, 'pages');
        mkdirSync(pagesDir, { recursive: true });
        const index: Record<string, string> = {};
        for (const page of PRERENDERED_PAGES) {
          const file = fileOf(page.path);
          // The page's title and styles go in the head: valid HTML, titled without JavaScript.
          const out = fillPageTemplate(templateOf(page.source), await renderPage(page.path));
          writeFileSync(join(pagesDir, file), out);
          writeCompressed(join(pagesDir, file));
          index[page.path] = `pages/${file}`;
        }
        writeFileSync(join(pagesDir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);

        // Pages the server renders per request (server-render.tsx): their HTML around the
        // placeholders it fills, in dist/.ssr/pages.json.
        const templates: Record<string, string> = {};
        for (const page of SERVER_RENDERED_PAGES) {
          templates[page.path] = templateOf(page.source).replace(
            '<div id="root"></div>',
            `<div id="root" data-prerendered>${SSR_HTML}</div>${SSR_STATE}`,
          );
        }
        writeFileSync(join(serverDir, 'pages.json'), `${JSON.stringify(templates, null, 2)}\n`);
      }
    },
  };
}

export default defineConfig({
  plugins: [zodEnglishOnly(), react(), precompress(), prerenderPages()],
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
        // React DOM and the router in chunks of their own too: the page loader evaluates each
        // large initial chunk in a task of its own (prerenderPages, below).
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
});
