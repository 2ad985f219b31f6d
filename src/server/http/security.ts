import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';
import { errorBody } from './errors';
import type { AppEnv } from './types';

export function trustedOriginsOf(config: Config): string[] {
  return [config.baseUrl, 'http://localhost:5173', ...config.trustedOrigins];
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const videoOrigin = originOf(config.demoVideoUrl);
  const reportingOrigin = originOf(config.sentryDsn);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com'],
      // Mantine writes its CSS variables in a style tag; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(reportingOrigin ? [reportingOrigin] : [])],
      frameSrc: ["'self'", 'https://js.stripe.com', ...(videoOrigin ? [videoOrigin] : [])],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    strictTransportSecurity: config.baseUrl.startsWith('https://')
      ? 'max-age=31536000; includeSubDomains'
      : false,
    crossOriginEmbedderPolicy: false,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie-bearing request that changes state must come from one of our origins.
 * Better Auth does the same for /api/auth; the webhook is signed instead.
 */
export function originCheck(config: Config): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOriginsOf(config));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie')) return next();
    const origin = c.req.header('origin') ?? originOf(c.req.header('referer'));
    if (!origin || !trusted.has(origin)) {
      return c.json(errorBody('invalid_origin', 'This request did not come from Trivia Host'), 403);
    }
    return next();
  };
}
