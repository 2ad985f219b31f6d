import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { capBody } from './body-limit';

function appWithCap(maxSize: number) {
  const app = new Hono();
  app.use('*', capBody({ maxSize, onError: (c) => c.json({ error: 'too large' }, 413) }));
  app.all('/echo', async (c) =>
    c.json({ length: c.req.method === 'GET' ? 0 : (await c.req.text()).length }),
  );
  return app;
}

function streamOf(bytes: number, chunkSize = 16) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunkSize, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
}

describe('capBody', () => {
  const app = appWithCap(100);

  test('a body at the cap with a Content-Length is read; one byte more is 413', async () => {
    const at = await app.request('/echo', { method: 'POST', body: 'x'.repeat(100) });
    expect(at.status).toBe(200);
    expect(await at.json()).toEqual({ length: 100 });
    const over = await app.request('/echo', { method: 'POST', body: 'x'.repeat(101) });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: 'too large' });
  });

  test('a chunked body is counted as it streams', async () => {
    const chunked = (bytes: number) =>
      app.request('/echo', {
        method: 'POST',
        body: streamOf(bytes),
        // @ts-expect-error Node's fetch needs duplex for a streamed body
        duplex: 'half',
      });
    const under = await chunked(90);
    expect(under.status).toBe(200);
    expect(await under.json()).toEqual({ length: 90 });
    expect((await chunked(500)).status).toBe(413);
  });

  test('a GET passes untouched, and the Content-Length is what is judged', async () => {
    expect((await app.request('/echo')).status).toBe(200);
    const lying = new Request('http://localhost/echo', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': '5000' },
    });
    expect((await app.request(lying)).status).toBe(413);
  });
});
