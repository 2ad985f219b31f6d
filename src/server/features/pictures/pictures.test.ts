import { randomBytes, randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  uploadedPictureSchema,
} from '../../../core/questions';
import { pictureExists } from '../../db/pictures';
import { pictures } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

// Uploaded pictures (POST /api/admin/pictures, GET /api/pictures/:id) and the flags
// flag-icons ships (GET /pictures/flags/<code>.svg).

let ctx: TestContext;
let admin: TestUser;
let host: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createAdmin();
  host = await ctx.createHost();
});
afterAll(() => ctx.close());

const b64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const PNG = b64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
const GIF = b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const WEBP = b64('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=');
const JPEG = b64(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/** A PNG followed by every byte value and random bytes: what is stored must come back as is. */
function pngWithTail(size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(PNG);
  for (let i = 0; i < 256; i++) out[PNG.length + i] = i;
  out.set(randomBytes(size - PNG.length - 256), PNG.length + 256);
  return out;
}

function upload(
  body: Uint8Array | ReadableStream<Uint8Array>,
  type = 'image/png',
  as: TestUser | null = admin,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    origin: ctx.deps.config.baseUrl,
    'content-type': type,
    ...(as ? { cookie: as.cookie } : {}),
    ...extra,
  };
  if (body instanceof Uint8Array) headers['content-length'] = String(body.byteLength);
  return ctx.app.request('/api/admin/pictures', {
    method: 'POST',
    headers,
    body: body as BodyInit,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

const pictureCount = async () => (await ctx.db.select({ n: count() }).from(pictures))[0].n;

describe('POST /api/admin/pictures', () => {
  it('is for admins only', async () => {
    expect((await upload(PNG, 'image/png', null)).status).toBe(401);
    expect((await upload(PNG, 'image/png', host)).status).toBe(403);
  });

  it('stores a PNG and GET /api/pictures/:id gives back exactly its bytes, publicly', async () => {
    const bytes = pngWithTail(1.5 * 1024 * 1024); // above the 1 MB cap of other API bodies
    const res = await upload(bytes);
    expect(res.status).toBe(201);
    const body = uploadedPictureSchema.parse(await res.json());
    const id = body.picture.replace(/^upload:/, '');
    expect(body.picture).toMatch(/^upload:[0-9a-f-]{36}$/);
    expect(body.url).toBe(`/api/pictures/${id}`);

    const read = await ctx.app.request(body.url); // no cookie: the big screen signs in to nothing
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('cache-control')).toContain('immutable');
    expect(read.headers.get('cache-control')).toContain('max-age=31536000');
    expect(read.headers.get('content-security-policy')).toContain("default-src 'none'");
    const back = new Uint8Array(await read.arrayBuffer());
    expect(back.byteLength).toBe(bytes.byteLength);
    expect(Buffer.compare(Buffer.from(back), Buffer.from(bytes))).toBe(0);
  });

  it('gives the same row for the same bytes uploaded twice', async () => {
    const bytes = pngWithTail(4096);
    const first = uploadedPictureSchema.parse(await (await upload(bytes)).json());
    const before = await pictureCount();
    const second = await upload(bytes);
    expect(second.status).toBe(201);
    expect(uploadedPictureSchema.parse(await second.json())).toEqual(first);
    expect(await pictureCount()).toBe(before);
  });

  it('takes JPEG, WebP and GIF, and stores the type the bytes have, not the one claimed', async () => {
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      [GIF, 'image/gif'],
    ] as const) {
      const res = await upload(bytes, 'image/png');
      expect(res.status, type).toBe(201);
      const { url } = uploadedPictureSchema.parse(await res.json());
      const read = await ctx.app.request(url);
      expect(read.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('refuses an SVG, a PNG-named text file and an empty body with 415, storing nothing', async () => {
    const before = await pictureCount();
    for (const [bytes, type] of [
      [SVG, 'image/svg+xml'],
      [new TextEncoder().encode('just some text, named picture.png'), 'image/png'],
      [new Uint8Array(0), 'image/png'],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.status).toBe(415);
      expect((await res.json()).error.message).toBe(PICTURE_MESSAGES.badType);
    }
    expect(await pictureCount()).toBe(before);
  });

  it('refuses a body over the cap with 413 from its length, storing nothing', async () => {
    const before = await pictureCount();
    const res = await upload(pngWithTail(PICTURE_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(PICTURE_MESSAGES.tooLarge);
    expect(await pictureCount()).toBe(before);
  });

  it('stops reading a streamed body once it passes the cap', async () => {
    const chunk = pngWithTail(256 * 1024);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        // 10 MB in all, if nothing stopped reading.
        if (pulled > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await upload(stream, 'image/png', admin, { 'transfer-encoding': 'chunked' });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(PICTURE_MESSAGES.tooLarge);
    expect(pulled).toBeLessThan(20);
  });
});

describe('GET /api/pictures/:id', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      const res = await ctx.app.request(`/api/pictures/${id}`);
      expect(res.status, id).toBe(404);
      expect((await res.json()).error.message).toBe(PICTURE_MESSAGES.notFound);
    }
  });
});

describe('GET /pictures/flags/<code>.svg', () => {
  it('serves a shipped flag as SVG with a CSP that lets nothing run', async () => {
    const res = await ctx.app.request('/pictures/flags/fr.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await res.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await ctx.app.request('/pictures/flags/gb-sct.svg')).status).toBe(200);
  });

  it('answers 404 for an unknown flag or anything that is not a flag code', async () => {
    for (const path of [
      'zz.svg',
      'FR.svg',
      'fr.png',
      'fr',
      '..%2F..%2Fpackage.json',
      '..%2F1x1%2Ffr.svg',
      'fr.svg%00',
    ]) {
      expect((await ctx.app.request(`/pictures/flags/${path}`)).status, path).toBe(404);
    }
    expect((await ctx.app.request('/pictures/other/fr.svg')).status).toBe(404);
  });
});

describe('pictureExists', () => {
  it('knows shipped flags and stored uploads, and nothing else', async () => {
    const { picture } = uploadedPictureSchema.parse(await (await upload(GIF)).json());
    const { database } = ctx.deps;
    expect(await pictureExists(database, 'flag:fr')).toBe(true);
    expect(await pictureExists(database, 'flag:gb-eng')).toBe(true);
    expect(await pictureExists(database, 'flag:zz')).toBe(false);
    expect(await pictureExists(database, picture)).toBe(true);
    expect(await pictureExists(database, `upload:${randomUUID()}`)).toBe(false);
    expect(await pictureExists(database, 'upload:x')).toBe(false);
    expect(await pictureExists(database, 'http://example.com/a.png')).toBe(false);
  });
});
