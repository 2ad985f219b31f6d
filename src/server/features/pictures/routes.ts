import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { PICTURE_MAX_BYTES, PICTURE_MESSAGES, pictureUrl } from '../../../core/questions';
import { currentUser } from '../../auth/guards';
import { capBody } from '../../http/body-limit';
import { errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { readFlag, readPicture, storePicture } from './service';

/** Uploads and flags never change under their address: a year, immutable. */
const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * A picture opened on its own is a document of its origin: nothing in it may run (an SVG can
 * hold scripts), only its own inline styles apply.
 */
const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Mounted in app.ts outside the app's security headers, so it runs after them: a picture
 * answer keeps this CSP instead of the page's (which lets same-origin scripts run).
 */
export const pictureHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Content-Security-Policy', PICTURE_CSP);
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};

// POST /api/admin/pictures (requireAdmin covers /api/admin/*): the file's bytes as the body.
// app.ts leaves this path out of the 1 MB API cap; this one stops reading past 2 MB.
export const adminPictureRoutes = new Hono<AppEnv>().post(
  '/',
  capBody({
    maxSize: PICTURE_MAX_BYTES,
    onError: (c) => c.json(errorBody('payload_too_large', PICTURE_MESSAGES.tooLarge), 413),
  }),
  async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const { id } = await storePicture(c.get('deps').database, currentUser(c).id, bytes);
    const picture = `upload:${id}`;
    return c.json({ picture, url: pictureUrl(picture)! }, 201);
  },
);

// GET /api/pictures/:id: public, so the big screen shows them without signing in.
export const pictureRoutes = new Hono<AppEnv>().get('/:id', async (c) => {
  const picture = await readPicture(c.get('deps').database, c.req.param('id'));
  return c.body(picture.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': picture.contentType,
    'Content-Length': String(picture.bytes.byteLength),
    'Cache-Control': LONG_CACHE,
    'X-Content-Type-Options': 'nosniff',
  });
});

// GET /pictures/flags/<code>.svg: the flags flag-icons ships (MIT), served from its package.
export const flagPictureRoutes = new Hono<AppEnv>().get('/:file', async (c) => {
  const svg = await readFlag(c.req.param('file'));
  if (!svg) return c.text('Not found', 404);
  return c.body(new Uint8Array(svg), 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
  });
});
