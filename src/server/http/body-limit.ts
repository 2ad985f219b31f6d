import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

interface BodyCap {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}

/**
 * Hono's bodyLimit, without its cost on the usual request. Hono's reads `c.req.raw.body`
 * first, which makes @hono/node-server build a full web Request (an AbortController and a
 * ReadableStream over the socket) for every request, a GET included: about a tenth of the
 * server's CPU per round pull. Here a GET or HEAD has no body to cap, and a body with a
 * Content-Length (and no Transfer-Encoding) is judged by its length, as Hono's does; only a
 * chunked body goes through Hono's, which counts it as it streams.
 */
export function capBody(cap: BodyCap): MiddlewareHandler {
  const streaming = bodyLimit(cap);
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) {
      return streaming(c, next);
    }
    if (Number.parseInt(length || '0', 10) > cap.maxSize) return cap.onError(c);
    await next();
  };
}
