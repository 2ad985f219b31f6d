import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from './app';
import { createTestContext } from './test/harness';

// Pages rendered at build time (dist/pages, vite.config.ts): sent to a browser without a
// session cookie; a browser with one gets index.html, the app rendering itself.

const ctx = await createTestContext();
afterAll(async () => {
  await ctx.close();
});

const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
const LANDING =
  '<!doctype html><html><body><div id="root" data-prerendered><h1>Landing</h1></div></body></html>';

describe('prerendered pages', () => {
  let staticRoot: string;
  let spa: ReturnType<typeof createApp>['app'];

  beforeAll(() => {
    staticRoot = mkdtempSync(join(tmpdir(), 'trivia-host-pages-'));
    mkdirSync(join(staticRoot, 'pages'));
    writeFileSync(join(staticRoot, 'index.html'), SHELL);
    const page = join(staticRoot, 'pages/index.html');
    writeFileSync(page, LANDING);
    writeFileSync(`${page}.br`, brotliCompressSync(LANDING));
    writeFileSync(`${page}.gz`, gzipSync(LANDING));
    writeFileSync(
      join(staticRoot, 'pages/pages.json'),
      JSON.stringify({ '/': 'pages/index.html' }),
    );
    spa = createApp(ctx.deps, { staticRoot }).app;
  });
  afterAll(() => {
    rmSync(staticRoot, { recursive: true, force: true });
  });

  test('a visitor without a session cookie gets the page rendered at build time', async () => {
    const res = await spa.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(LANDING);
  });

  test('compressed as the browser accepts: brotli first, then gzip', async () => {
    const br = await spa.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(LANDING);
    const gzip = await spa.request('/', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(LANDING);
  });

  test('a browser with a session cookie gets index.html', async () => {
    for (const cookie of [
      'better-auth.session_token=abc',
      'theme=x; __Secure-better-auth.session_token=abc',
    ]) {
      const res = await spa.request('/', { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toContain('Cookie');
      expect(await res.text()).toBe(SHELL);
    }
    const other = await spa.request('/', {
      headers: { cookie: 'not-better-auth.session_tokens=1' },
    });
    expect(await other.text()).toBe(LANDING);
  });

  test('a path without a page rendered at build time gets index.html, signed in or not', async () => {
    const host = await ctx.createHost();
    for (const [path, cookie] of [
      ['/pricing', ''],
      ['/play', ''],
      ['/play', host.cookie],
    ]) {
      const res = await spa.request(path, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(SHELL);
    }
  });

  test('dot paths, such as the build manifest, are never sent', async () => {
    mkdirSync(join(staticRoot, '.vite'));
    writeFileSync(join(staticRoot, '.vite/manifest.json'), '{}');
    for (const path of ['/.vite/manifest.json', '/%2Evite/manifest.json']) {
      expect((await spa.request(path)).status).toBe(404);
    }
  });
});
