import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { MESSAGES } from '../core/messages';
import { reportError } from './adapters/reporting';
import { CLIENT_IP_HEADER } from './auth/auth';
import { requireAdmin } from './auth/guards';
import { adminBackupRoutes } from './features/backups/admin-routes';
import { adminBillingRoutes } from './features/billing/admin-routes';
import { billingRoutes } from './features/billing/routes';
import { adminCategoryRoutes } from './features/categories/admin-routes';
import { categoryRoutes } from './features/categories/routes';
import { adminFlagRoutes } from './features/flags/admin-routes';
import { flagRoutes } from './features/flags/routes';
import { healthRoutes } from './features/health/routes';
import { emailChangeRoutes, meRoutes } from './features/me/routes';
import {
  adminPictureRoutes,
  flagPictureRoutes,
  pictureHeaders,
  pictureRoutes,
} from './features/pictures/routes';
import { adminQuestionRoutes } from './features/questions/admin-routes';
import { gameRoutes, roundRoutes } from './features/rounds/routes';
import { siteRoutes } from './features/site/routes';
import { adminStatsRoutes } from './features/stats/admin-routes';
import { adminLiveStatsRoutes } from './features/stats/live-admin-routes';
import { adminSubmissionRoutes } from './features/submissions/admin-routes';
import { submissionRoutes } from './features/submissions/routes';
import { teamRoutes } from './features/teams/routes';
import { adminTiebreakerRoutes } from './features/tiebreakers/admin-routes';
import { tiebreakerRoutes } from './features/tiebreakers/routes';
import {
  adminAuditRoutes,
  adminSubscriptionRoutes,
  adminUserRoutes,
} from './features/users/admin-routes';
import { impersonationRoutes } from './features/users/routes';
import { capBody } from './http/body-limit';
import { errorBody, HttpError, hasNulCharacter, INVALID_CHARACTER_MESSAGE } from './http/errors';
import { originCheck, securityHeaders } from './http/security';
import type { AppEnv, Deps } from './http/types';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
const BULK_UPLOAD_PATHS = new Set([
  '/api/admin/questions/bulk',
  '/api/admin/questions/bulk/preview',
]);
/** The picture upload has its own cap (PICTURE_MAX_BYTES, in its router). */
const PICTURE_UPLOAD_PATH = '/api/admin/pictures';

/** Longer /api/auth paths are refused: Better Auth keys its rate limit by address and path. */
const MAX_AUTH_PATH_LENGTH = 256;

/**
 * The client's address: the socket's, or behind `trustedProxies` proxies that each append the
 * address they saw to X-Forwarded-For, the entry that many from its right end (entries further
 * left are the client's own to choose); the left-most when the header has fewer.
 */
function clientIpOf(c: Context, trustedProxies: number) {
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    if (hops.length) return hops[Math.max(0, hops.length - trustedProxies)];
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // called without a socket (app.request in tests)
  }
}

/** Better Auth would hand a NUL in a JSON string to the database, which refuses it (a 500). */
async function hasNulInJsonBody(request: Request): Promise<boolean> {
  const text = await request.clone().text();
  if (!text.includes('\\u0000') && !text.includes('\u0000')) return false;
  try {
    return hasNulCharacter(JSON.parse(text));
  } catch {
    return text.includes('\u0000');
  }
}

const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again.';
const CONNECTION_LOST =
  /ECONNREFUSED|ECONNRESET|terminating connection|Connection terminated|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|timeout exceeded when trying to connect/i;
// PostgreSQL's admin shutdown, crash shutdown, cannot connect now, and connection exceptions.
const CONNECTION_LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** The error, or any error it wraps (Drizzle and Better Auth wrap the driver's), lost the database. */
function isConnectionError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) return true;
    if (CONNECTION_LOST.test(String(message ?? current))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Asked only after an unexpected error: can the database answer at all right now? */
async function isDatabaseDown(database: Deps['database']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.query('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database probe timed out')), 2_000);
      }),
    ]);
    return false;
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}

export interface AppOptions {
  /** The built SPA (dist/); when absent only the API is served. */
  staticRoot?: string;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  // Outside the security headers, so that a picture's own, stricter CSP is the one sent.
  app.use('/pictures/*', pictureHeaders);
  app.use('/api/pictures/*', pictureHeaders);
  app.use('*', securityHeaders(config));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // A NUL (%00) in the path or query can match nothing and PostgreSQL cannot even compare it.
  app.use('/api/*', async (c, next) => {
    if (/%00/.test(c.req.url)) {
      return c.json(errorBody('invalid_character', INVALID_CHARACTER_MESSAGE), 400);
    }
    await next();
  });
  const defaultBodyLimit = capBody({
    maxSize: DEFAULT_BODY_LIMIT,
    onError: (c) =>
      c.json(errorBody('payload_too_large', 'The request body is too large (1 MB at most)'), 413),
  });
  // The bulk upload has its own, larger cap (after the admin guard, in its router).
  app.use('/api/*', (c, next) =>
    BULK_UPLOAD_PATHS.has(c.req.path) || c.req.path === PICTURE_UPLOAD_PATH
      ? next()
      : defaultBodyLimit(c, next),
  );

  // Better Auth, with the client's address in a header it trusts (and no client can forge).
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    // Measured as sent (percent-encoded), as Better Auth would store it in its rate-limit key.
    if (new URL(c.req.url).pathname.length > MAX_AUTH_PATH_LENGTH) {
      return c.json(errorBody('uri_too_long', 'The request address is too long'), 414);
    }
    // The admin plugin's HTTP endpoints would skip the app's rules (admins cannot be
    // suspended) and its audit log: admins act through /api/admin, which calls the plugin.
    if (c.req.path.startsWith('/api/auth/admin/')) {
      return c.json(errorBody('not_found', MESSAGES.notFound), 404);
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIpOf(c as unknown as Context, config.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    if (c.req.method === 'POST' && (await hasNulInJsonBody(c.req.raw))) {
      return c.json(errorBody('invalid_character', INVALID_CHARACTER_MESSAGE), 400);
    }
    const res = await deps.auth.handler(new Request(c.req.raw, { headers }));
    // Better Auth answers a database outage with its own 500.
    if (res.status === 500 && (await isDatabaseDown(deps.database))) {
      return c.json(errorBody('unavailable', UNAVAILABLE_MESSAGE), 503);
    }
    // Better Auth names the wait X-Retry-After only; Retry-After is the header clients know.
    const retryAfter = res.headers.get('x-retry-after');
    if (res.status === 429 && retryAfter && !res.headers.has('retry-after')) {
      res.headers.set('retry-after', retryAfter);
    }
    return res;
  });

  app.use('/api/*', originCheck(config));
  app.use('/api/admin/*', requireAdmin);

  const api = app
    .route('/api/health', healthRoutes)
    .route('/api/site', siteRoutes)
    .route('/api/me', meRoutes)
    .route('/api/email-change', emailChangeRoutes)
    .route('/api/categories', categoryRoutes)
    .route('/api/rounds', roundRoutes)
    .route('/api/games', gameRoutes)
    .route('/api/tiebreakers', tiebreakerRoutes)
    .route('/api/teams', teamRoutes)
    .route('/api/questions', flagRoutes)
    .route('/api/submissions', submissionRoutes)
    .route('/api/billing', billingRoutes)
    .route('/api/admin', adminBillingRoutes)
    .route('/api/admin/stats', adminStatsRoutes)
    .route('/api/admin/stats/stream', adminLiveStatsRoutes)
    .route('/api/admin/backups', adminBackupRoutes)
    .route('/api/admin/questions', adminQuestionRoutes)
    .route('/api/admin/categories', adminCategoryRoutes)
    .route('/api/admin/submissions', adminSubmissionRoutes)
    .route('/api/admin/flags', adminFlagRoutes)
    .route('/api/admin/tiebreakers', adminTiebreakerRoutes)
    .route('/api/impersonation', impersonationRoutes)
    .route('/api/admin/users', adminUserRoutes)
    .route('/api/admin/audit', adminAuditRoutes)
    .route('/api/admin/subscriptions', adminSubscriptionRoutes)
    .route('/api/admin/pictures', adminPictureRoutes)
    .route('/api/pictures', pictureRoutes);

  app.all('/api/*', (c) => c.json(errorBody('not_found', MESSAGES.notFound), 404));
  // The flags flag-icons ships, with or without the built web app.
  app.route('/pictures/flags', flagPictureRoutes);
  app.all('/pictures/*', (c) => c.text('Not found', 404));

  if (options.staticRoot && existsSync(join(options.staticRoot, 'index.html'))) {
    const root = options.staticRoot;
    const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
    // Dot paths are never the app's: dist/.vite holds the build manifest (for bench/bundle.ts),
    // which lists every source file. Decoded first: serveStatic decodes %2E too.
    app.use('*', async (c, next) => {
      let path = c.req.path;
      try {
        path = decodeURIComponent(path);
      } catch {
        // a malformed escape: serveStatic will not find it either
      }
      if (/(^|\/)\./.test(path)) return c.text('Not found', 404);
      await next();
    });
    app.use(
      '/assets/*',
      async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
      // The build writes .br and .gz beside each asset (vite.config.ts): no compression at run time.
      serveStatic({ root, precompressed: true }),
    );
    // A missing hashed asset (an old tab after a deploy) is a 404, never the HTML page.
    app.get('/assets/*', (c) => c.text('Not found', 404));
    const pages = readPrerenderedPages(root);
    // The build writes .br and .gz beside each page (vite.config.ts).
    const servePage = serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (path) => pages.get(path) ?? path,
    });
    app.get('*', async (c, next) => {
      if (!pages.has(c.req.path)) return next();
      c.header('Cache-Control', 'no-cache');
      if (SESSION_COOKIE.test(c.req.header('cookie') ?? '')) {
        c.header('Vary', 'Cookie, Accept-Encoding');
        return c.html(indexHtml);
      }
      const res = await servePage(c, next);
      // The same URL answers differently with and without a session cookie (serveStatic names
      // Accept-Encoding only when it sends a compressed copy).
      res?.headers.set('Vary', 'Cookie, Accept-Encoding');
      return res;
    });
    app.use('*', serveStatic({ root }));
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }

  app.onError(async (err, c) => {
    if (err instanceof HttpError) return c.json(errorBody(err.code, err.message), err.status);
    // Text the database cannot store (a NUL inside uploaded JSON or CSV): the client's input.
    const dbCode =
      (err as { cause?: { code?: unknown } }).cause?.code ?? (err as { code?: unknown }).code;
    if (dbCode === '22021' || dbCode === '22P05') {
      return c.json(errorBody('invalid_character', INVALID_CHARACTER_MESSAGE), 400);
    }
    // Drizzle puts the whole SQL text in its message: log the cause, cut to a sane length.
    const detail = String((err as { cause?: unknown }).cause ?? err);
    console.error('[server] unhandled error:', detail.slice(0, 2048));
    if (isConnectionError(err) || (await isDatabaseDown(deps.database))) {
      return c.json(errorBody('unavailable', UNAVAILABLE_MESSAGE), 503);
    }
    reportError(err, { method: c.req.method, path: c.req.path });
    return c.json(errorBody('internal', MESSAGES.unexpected), 500);
  });

  return { app, api };
}

/** Better Auth's session cookie (with the __Secure- prefix over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * The files of public pages rendered at build time (vite.config.ts, src/web/prerender.tsx), by
 * path, from dist/pages/pages.json: a signed-out visitor gets their HTML; a browser with a session cookie
 * gets index.html, the app rendering in the browser. Empty when the build wrote none.
 */
function readPrerenderedPages(root: string): Map<string, string> {
  const indexPath = join(root, 'pages/pages.json');
  if (!existsSync(indexPath)) return new Map();
  return new Map(
    Object.entries(JSON.parse(readFileSync(indexPath, 'utf8')) as Record<string, string>),
  );
}
