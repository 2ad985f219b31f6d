import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetReturnPath,
  isSafeReturnPath,
  loginPathReturningTo,
  readReturnPath,
  readStoredReturnPath,
  rememberReturnPath,
} from './remembered-path';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubSessionStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
}

describe('readReturnPath', () => {
  it("takes the guard's navigation state first", () => {
    const state = { from: { pathname: '/play', search: '?x=1', hash: '' } };
    expect(readReturnPath(state, '?redirect=/profile')).toBe('/play?x=1');
  });

  it('falls back to ?redirect=', () => {
    expect(readReturnPath(null, '?redirect=%2Fsubscription')).toBe('/subscription');
  });

  it('refuses other sites and auth pages', () => {
    expect(readReturnPath(null, '?redirect=https://evil.example')).toBeNull();
    expect(readReturnPath(null, '?redirect=//evil.example')).toBeNull();
    expect(readReturnPath({ from: { pathname: '/login', search: '', hash: '' } }, '')).toBeNull();
    expect(readReturnPath(undefined, '')).toBeNull();
  });
});

describe('loginPathReturningTo', () => {
  it('builds a login link that comes back', () => {
    expect(loginPathReturningTo('/subscription')).toBe('/login?redirect=%2Fsubscription');
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
  });
});

describe('stored return path', () => {
  it('is the last resort', () => {
    expect(readReturnPath(null, '', '/scoreboard')).toBe('/scoreboard');
    expect(readReturnPath(null, '?redirect=/play', '/scoreboard')).toBe('/play');
    expect(readReturnPath(null, '', '/login')).toBeNull();
  });
});

describe('rememberReturnPath', () => {
  it('keeps the path for half an hour, until forgotten', () => {
    stubSessionStorage();
    rememberReturnPath('/play', 1_000);
    expect(readStoredReturnPath(1_000 + 60_000)).toBe('/play');
    expect(readStoredReturnPath(1_000 + 31 * 60_000)).toBeNull();
    forgetReturnPath();
    expect(readStoredReturnPath(1_000)).toBeNull();
  });

  it('does nothing without storage', () => {
    expect(() => rememberReturnPath('/play')).not.toThrow();
    expect(readStoredReturnPath()).toBeNull();
  });
});
