import { isAPIError } from 'better-auth/api';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../../http/errors';

/** Copies Better Auth's Set-Cookie headers (the new session, the admin's kept one) onto our answer. */
export function forwardCookies(c: Context, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}

/** Runs a Better Auth call; its refusals become our error shape instead of a 500. */
export async function callAuth<T>(fn: () => Promise<T>, fallbackMessage: string): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error('[users] Better Auth refused:', error.message.slice(0, 2048));
    throw new HttpError(
      status as ContentfulStatusCode,
      String(error.body?.code ?? 'auth_error').toLowerCase(),
      status === 500 ? fallbackMessage : error.message || fallbackMessage,
    );
  }
}
