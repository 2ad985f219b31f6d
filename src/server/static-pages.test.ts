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

  test('a path without a page rendered at build time gets index.html', async () => {
    const res = await spa.request('/pricing');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
  });
});

// Signed-in pages the server renders per request (dist/.ssr, vite.config.ts): the renderer
// here stands in for src/web/server-render.tsx and shows what it read through the app's routes.
const RENDERER = `export async function renderSignedInPage(path, readApi) {
  const me = await readApi('/api/me');
  if (me.status !== 200) return null;
  return { html: '<p>' + me.body.email + '</p>', state: [[['me'], me.body], [['note'], '</script><b>']] };
}
`;
const TEMPLATE = '<div id="root" data-prerendered><!--ssr-html--></div><!--ssr-state-->';

describe('pages rendered per request', () => {
  let staticRoot: string;
  let spa: ReturnType<typeof createApp>['app'];

  beforeAll(() => {
    staticRoot = mkdtempSync(join(tmpdir(), 'trivia-host-ssr-'));
    mkdirSync(join(staticRoot, '.ssr'));
    writeFileSync(join(staticRoot, 'index.html'), SHELL);
    writeFileSync(join(staticRoot, '.ssr/render.mjs'), RENDERER);
    writeFileSync(join(staticRoot, '.ssr/pages.json'), JSON.stringify({ '/play': TEMPLATE }));
    spa = createApp(ctx.deps, { staticRoot }).app;
  });
  afterAll(() => {
    rmSync(staticRoot, { recursive: true, force: true });
  });

  test('the first request leaves the page to the browser while the renderer loads', async () => {
    const host = await ctx.createHost();
    const first = await spa.request('/play', { headers: { cookie: host.cookie } });
    expect(await first.text()).toBe(SHELL);
    await expect
      .poll(async () => (await spa.request('/play', { headers: { cookie: host.cookie } })).text())
      .toContain(`<p>${host.email}</p>`);
  });

  test("each session gets the page with its own data, never cached or another user's", async () => {
    const [first, second] = [await ctx.createHost(), await ctx.createHost()];
    for (const host of [first, second]) {
      const res = await spa.request('/play', { headers: { cookie: host.cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toContain('Cookie');
      const html = await res.text();
      const other = host === first ? second : first;
      expect(html).toContain(`<p>${host.email}</p>`);
      expect(html).not.toContain(other.email);
      // The data the page was rendered with, for the browser's query cache; no `<` in it.
      const state = html.match(
        /<script type="application\/json" id="server-state">(.*)<\/script>$/,
      );
      expect(state?.[1]).not.toContain('<');
      expect(JSON.parse(state?.[1] ?? 'null')).toEqual([
        [['me'], expect.objectContaining({ id: host.id, email: host.email })],
        [['note'], '</script><b>'],
      ]);
    }
  });

  test('compressed as the browser accepts', async () => {
    const host = await ctx.createHost();
    const res = await spa.request('/play', {
      headers: { cookie: host.cookie, 'accept-encoding': 'gzip, br' },
    });
    // Compressed per request by hono/compress, which offers gzip and deflate (no brotli).
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain(`<p>${host.email}</p>`);
  });

  test('signed out, a stale session or a path not rendered here: index.html', async () => {
    const host = await ctx.createHost();
    for (const [path, cookie] of [
      ['/play', ''],
      ['/play', 'better-auth.session_token=stale.value'],
      ['/dashboard', host.cookie],
    ]) {
      const res = await spa.request(path, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(SHELL);
    }
  });

  test('the renderer is never sent as a file', async () => {
    for (const path of ['/.ssr/render.mjs', '/.ssr/pages.json', '/%2Essr/render.mjs']) {
      expect((await spa.request(path)).status).toBe(404);
    }
  });
});
