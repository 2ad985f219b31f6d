import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { session } from '../db/schema';
import { createTestContext, TEST_AUTH_SECRET, type TestContext } from '../test/harness';
import { readCookie, verifySignedToken } from './session-lookup';

const DAY_MS = 24 * 60 * 60 * 1000;

function sign(token: string, secret = TEST_AUTH_SECRET): string {
  return `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
}

describe('verifySignedToken', () => {
  test('accepts the signature Better Auth writes and nothing else', () => {
    expect(verifySignedToken(sign('abc123'), TEST_AUTH_SECRET)).toBe('abc123');
    expect(
      verifySignedToken(sign('abc123', 'another-secret-of-enough-length'), TEST_AUTH_SECRET),
    ).toBe(null);
    const [, signature] = sign('abc123').split('.');
    expect(verifySignedToken(`abc124.${signature}`, TEST_AUTH_SECRET)).toBe(null);
    expect(verifySignedToken('abc123', TEST_AUTH_SECRET)).toBe(null);
    expect(verifySignedToken('.abc', TEST_AUTH_SECRET)).toBe(null);
    expect(verifySignedToken(`abc123.${'A'.repeat(43)}=`, TEST_AUTH_SECRET)).toBe(null);
    expect(verifySignedToken(null, TEST_AUTH_SECRET)).toBe(null);
  });
});

describe('readCookie', () => {
  test('finds a cookie by exact name, URL-decoded, the first of a repeated name', () => {
    const header = 'a=1; better-auth.session_token=x%2By%3D; better-auth.session_token=z';
    expect(readCookie(header, 'better-auth.session_token')).toBe('x+y=');
    expect(readCookie(header, 'session_token')).toBe(null);
    expect(readCookie('a="quoted"', 'a')).toBe('quoted');
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
    expect(readCookie(null, 'a')).toBe(null);
  });
});

describe('the session check of our routes (one query, Better Auth when a session needs work)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function sessionOf(userId: string) {
    const [row] = await ctx.db.select().from(session).where(eq(session.userId, userId));
    return row;
  }

  test('a signed-in host gets their profile; a forged or altered cookie gets 401', async () => {
    const host = await ctx.createHost();
    expect((await ctx.request('/api/me', { cookie: host.cookie })).status).toBe(200);
    const row = await sessionOf(host.id);
    const forged = `better-auth.session_token=${encodeURIComponent(
      sign(row.token, 'not-the-server-secret-at-all-0123456789'),
    )}`;
    expect((await ctx.request('/api/me', { cookie: forged })).status).toBe(401);
    const unsigned = `better-auth.session_token=${encodeURIComponent(row.token)}`;
    expect((await ctx.request('/api/me', { cookie: unsigned })).status).toBe(401);
    const rightlySigned = `better-auth.session_token=${encodeURIComponent(sign(row.token))}`;
    expect((await ctx.request('/api/me', { cookie: rightlySigned })).status).toBe(200);
  });

  test('a session deleted on the server stops working at once', async () => {
    const host = await ctx.createHost();
    await ctx.db.delete(session).where(eq(session.userId, host.id));
    expect((await ctx.request('/api/me', { cookie: host.cookie })).status).toBe(401);
  });

  test('an expired session gets 401 and is deleted, as Better Auth does', async () => {
    const host = await ctx.createHost();
    await ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, host.id));
    expect((await ctx.request('/api/me', { cookie: host.cookie })).status).toBe(401);
    expect(await sessionOf(host.id)).toBeUndefined();
  });

  test('a session older than a day is extended to 30 days on its next request', async () => {
    const host = await ctx.createHost();
    const inTwentyDays = new Date(Date.now() + 20 * DAY_MS);
    await ctx.db
      .update(session)
      .set({ expiresAt: inTwentyDays })
      .where(eq(session.userId, host.id));
    expect((await ctx.request('/api/me', { cookie: host.cookie })).status).toBe(200);
    const extended = await sessionOf(host.id);
    expect(extended.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  test('a fresh session is not written on a request', async () => {
    const host = await ctx.createHost();
    const before = await sessionOf(host.id);
    expect((await ctx.request('/api/me', { cookie: host.cookie })).status).toBe(200);
    const after = await sessionOf(host.id);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    expect(after.expiresAt.getTime()).toBe(before.expiresAt.getTime());
  });
});
