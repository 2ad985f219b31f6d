import type { Location } from 'react-router';

/** What a guard puts in the /login navigation state. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

const AUTH_PAGES = ['/login', '/signup', '/reset-password'];
const STORAGE_KEY = 'trivia-host:return-path';
/** A remembered page older than this is forgotten: the visitor has moved on. */
const STORED_PATH_MAX_AGE_MS = 30 * 60 * 1000;

/** Only a path of this site, and not an auth page (that would loop). */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0];
  return !AUTH_PAGES.includes(pathname);
}

/**
 * Keeps the page a guard turned away in this tab's session storage too, so the way back
 * survives a reload of /login (the navigation state alone does not).
 */
export function rememberReturnPath(path: string, now = Date.now()): void {
  if (!isSafeReturnPath(path)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage can be unavailable (private modes); the navigation state still works.
  }
}

export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}

export function readStoredReturnPath(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      path?: string;
      at?: number;
    } | null;
    if (!stored?.path || typeof stored.at !== 'number') return null;
    if (now - stored.at > STORED_PATH_MAX_AGE_MS) return null;
    return isSafeReturnPath(stored.path) ? stored.path : null;
  } catch {
    return null;
  }
}

/**
 * The page a visitor was sent to /login from: the guard's navigation state, a
 * `?redirect=` parameter (for links such as the subscription page's Login button), or the
 * path a guard remembered in this tab.
 */
export function readReturnPath(
  state: unknown,
  search: string,
  storedPath: string | null = null,
): string | null {
  const from = (state as LoginRedirectState | null)?.from;
  if (from?.pathname) {
    const path = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
    if (isSafeReturnPath(path)) return path;
  }
  const redirect = new URLSearchParams(search).get('redirect');
  if (isSafeReturnPath(redirect)) return redirect;
  return isSafeReturnPath(storedPath) ? storedPath : null;
}

/** A link to /login that brings the user back to `path` after sign-in. */
export function loginPathReturningTo(path: string): string {
  return isSafeReturnPath(path) ? `/login?redirect=${encodeURIComponent(path)}` : '/login';
}
