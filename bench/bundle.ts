import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { machineLine } from './lib';
import { buildWeb, ROOT } from './server';

// `npm run bench:bundle`: the landing page's initial JavaScript, measured from the build.
// Initial = the entry chunk of index.html and every chunk it imports statically, followed
// through dist/.vite/manifest.json (build.manifest in vite.config.ts); chunks reached only by a
// dynamic import() (the lazy routes) are not initial. Sizes gzipped with zlib's default
// level. Also checks that the admin and host screens are chunks of their own, outside the
// initial set, and that every initial script is the one dist/index.html loads.

const BUDGET_KB = 200;
const DIST = join(ROOT, 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** Screens that must stay out of the landing page's JavaScript. */
const LAZY_SCREENS: [label: string, pattern: RegExp][] = [
  ['admin screens', /^src\/web\/(features\/(admin|users|backups)|components\/admin)\//],
  ['host screens', /^src\/web\/features\/(game|scoreboard|tiebreakers|submissions|profile)\//],
  ['login and sign-up', /^src\/web\/features\/auth\/(login|signup)-page/],
];

const kb = (bytes: number) => bytes / 1024;

function initialChunks(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find(
    (key) => manifest[key].isEntry && key.endsWith('index.html'),
  );
  if (!entry) throw new Error('no index.html entry in the manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen];
}

function main() {
  console.log(`bundle: ${machineLine()}`);
  buildWeb();
  const manifestPath = join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error('dist/.vite/manifest.json missing: set build.manifest: true in vite.config.ts');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');

  const initial = initialChunks(manifest);
  let raw = 0;
  let gzip = 0;
  const rows: string[] = [];
  const cssFiles = new Set<string>();
  for (const key of initial) {
    const chunk = manifest[key];
    const bytes = readFileSync(join(DIST, chunk.file));
    const zipped = gzipSync(bytes).length;
    raw += bytes.length;
    gzip += zipped;
    for (const css of chunk.css ?? []) cssFiles.add(css);
    const loaded = indexHtml.includes(`/${chunk.file}`);
    rows.push(
      `| ${chunk.file} | ${chunk.src ?? chunk.name ?? key} | ${kb(bytes.length).toFixed(1)} | ${kb(zipped).toFixed(1)} | ${loaded ? 'yes' : 'no'} |`,
    );
  }
  let cssGzip = 0;
  for (const css of cssFiles) cssGzip += gzipSync(readFileSync(join(DIST, css))).length;

  // Every script index.html loads must be in the set measured.
  const htmlScripts = [...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const measured = new Set(initial.map((key) => manifest[key].file));
  const unmeasured = htmlScripts.filter((file) => !measured.has(file));

  console.log('\n| initial chunk | source | KB | KB gzipped | named in index.html |');
  console.log('| --- | --- | ---: | ---: | --- |');
  for (const row of rows) console.log(row);
  console.log(
    `\ninitial JavaScript: ${initial.length} chunks, ${kb(raw).toFixed(1)} KB, ${kb(gzip).toFixed(1)} KB gzipped (budget ≤ ${BUDGET_KB} KB: ${kb(gzip) <= BUDGET_KB ? 'met' : 'MISSED'}); initial CSS ${kb(cssGzip).toFixed(1)} KB gzipped`,
  );
  if (unmeasured.length)
    console.log(`index.html loads scripts not followed: ${unmeasured.join(', ')}`);

  const all = Object.entries(manifest);
  const lazyTotal = all
    .filter(([key]) => !initial.includes(key))
    .reduce((sum, [, chunk]) => sum + (chunk.file.endsWith('.js') ? 1 : 0), 0);
  console.log(`${lazyTotal} other JavaScript chunks, loaded on demand`);
  let splitOk = true;
  for (const [label, pattern] of LAZY_SCREENS) {
    const modules = all.filter(([key]) => pattern.test(key));
    const inInitial = modules.filter(([key]) => initial.includes(key));
    const lazy = modules.filter(([, chunk]) => chunk.isDynamicEntry).length;
    const ok = modules.length > 0 && inInitial.length === 0;
    if (!ok) splitOk = false;
    console.log(
      `code-split ${label}: ${lazy} lazy chunks, ${inInitial.length} in the initial set: ${ok ? 'ok' : 'NOT SPLIT'}`,
    );
  }
  if (!splitOk || kb(gzip) > BUDGET_KB || unmeasured.length) process.exitCode = 1;
}

main();
