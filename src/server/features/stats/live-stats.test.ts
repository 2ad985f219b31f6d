import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../../core/admin';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

// The app served on a real socket: an admin's event stream gets fresh stats when a host
// signs up (the user table's trigger -> NOTIFY -> this server's LISTEN -> the stream).

let ctx: TestContext;
let server: ServerType;
let baseUrl: string;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createAdmin();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as Server).closeAllConnections();
  });
  await ctx.close();
});

interface StatsEvent {
  at: number;
  stats: AdminStats;
}

/** Opens the stream as `cookie` and collects its 'stats' events until stop(). */
async function openStream(cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/admin/stats/stream`, {
    headers: { cookie },
    signal: abort.signal,
  });
  const events: StatsEvent[] = [];
  const waiters: (() => void)[] = [];
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            if (lines.includes('event: stats')) {
              const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? 'null';
              events.push({ at: Date.now(), stats: JSON.parse(data) });
              for (const wake of waiters.splice(0)) wake();
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  /** Resolves with the first event (after the `from`-th) that matches. */
  async function waitFor(match: (s: AdminStats) => boolean, from = 0, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.slice(from).find((e) => match(e.stats));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching event in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  return { res, events, waitFor, stop: () => abort.abort() };
}

describe('GET /api/admin/stats/stream', () => {
  it('is for admins only', async () => {
    const host = await ctx.createHost();
    expect((await fetch(`${baseUrl}/api/admin/stats/stream`)).status).toBe(401);
    const asHost = await fetch(`${baseUrl}/api/admin/stats/stream`, {
      headers: { cookie: host.cookie },
    });
    expect(asHost.status).toBe(403);
  });

  it('sends the stats at once, then fresh stats when a host signs up', async () => {
    const stream = await openStream(admin.cookie);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const first = await stream.waitFor(() => true);
      const before = first.stats.users.total;

      await ctx.createHost();
      const grown = await stream.waitFor((s) => s.users.total === before + 1, 1);
      expect(grown.stats.users.trial).toBe(first.stats.users.trial + 1);
    } finally {
      stream.stop();
    }
  });

  it('pushes a burst of changes at most once a second, ending with all of them', async () => {
    const stream = await openStream(admin.cookie);
    try {
      const first = await stream.waitFor(() => true);
      const from = stream.events.length;
      const before = first.stats.users.total;
      for (let i = 0; i < 4; i++) await ctx.createHost();
      await stream.waitFor((s) => s.users.total === before + 4, from);
      const pushes = stream.events.slice(from);
      for (let i = 1; i < pushes.length; i++) {
        expect(pushes[i].at - pushes[i - 1].at).toBeGreaterThanOrEqual(900);
      }
    } finally {
      stream.stop();
    }
  });

  it('stops listening when the last stream closes', async () => {
    const hub = ctx.deps.liveStats;
    const stream = await openStream(admin.cookie);
    await stream.waitFor(() => true);
    expect(hub.watcherCount).toBe(1);
    stream.stop();
    const deadline = Date.now() + 5000;
    while (hub.watcherCount > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(hub.watcherCount).toBe(0);
  });
});
