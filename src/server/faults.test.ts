import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiClient,
  CHILD_ADMIN,
  type ChildServer,
  createScratchDatabase,
  startChildServer,
} from './test/child-server';
import { type FakeStripe, signedEvent, startFakeStripe } from './test/fake-stripe';
import { dbKind } from './test/harness';

// Faults, on a real server process: killed (SIGKILL) in the middle of a bulk upload, a
// round start and a webhook, the database is all or nothing after a restart; SIGTERM lets
// a request in flight finish; on PostgreSQL, losing every connection gives 503s and the
// same process recovers. PGlite in a temp dir in the pglite project, a database made and
// dropped for this file in the postgres project.

const kind = dbKind();
const UPLOAD_ROWS = 10_000;
const dataDir = mkdtempSync(join(tmpdir(), 'trivia-host-faults-'));
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let fake: FakeStripe;
let server: ChildServer | undefined;
let admin: ApiClient;
let host: ApiClient;
let run = 0;

async function start(): Promise<ChildServer> {
  server = await startChildServer({ dataDir, databaseUrl: scratch?.url, env: fake.env });
  admin = new ApiClient(server.baseUrl);
  await admin.signIn(CHILD_ADMIN.email, CHILD_ADMIN.password);
  // The host keeps its cookie across restarts (sessions live in the database); a new port.
  host.baseUrl = server.baseUrl;
  return server;
}

async function questionCount(): Promise<number> {
  const res = await admin.call('GET', '/api/admin/questions?pageSize=1');
  expect(res.status).toBe(200);
  return res.body.total;
}

function uploadText(rows: number): string {
  run += 1;
  const lines = Array.from(
    { length: rows },
    (_, i) => `Fault run ${run} question ${i}?;Answer ${i};Faults;easy`,
  );
  return `Question;Answer;Category;Difficulty\n${lines.join('\n')}`;
}

function startUpload(rows = UPLOAD_ROWS) {
  return admin.raw('POST', '/api/admin/questions/bulk', {
    format: 'csv',
    delimiter: 'semicolon',
    text: uploadText(rows),
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  fake = await startFakeStripe();
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('The postgres project needs TEST_DATABASE_URL');
    scratch = await createScratchDatabase(url, 'faults');
  }
  host = new ApiClient('');
  await start();
  await host.signUp(`faults-host-${Date.now()}@example.com`);
  expect((await admin.call('POST', '/api/admin/categories', { name: 'Faults' })).status).toBe(201);
  const seeded = await (await startUpload(40)).json();
  expect(seeded.inserted).toBe(40);
}, 180_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  await fake?.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe(`faults on a server process (${kind})`, () => {
  test('SIGKILL during a 10,000-row bulk upload: after a restart, 0 or 10,000 new questions', async () => {
    const before = await questionCount();
    const upload = startUpload().catch((err: unknown) => err);
    // The request is on its way (its 400 KB body sent): kill while the server works on it.
    await sleep(kind === 'pglite' ? 400 : 250);
    const exit = await server!.kill('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    const answer = await upload;
    await start();
    const added = (await questionCount()) - before;
    console.log(`[faults] bulk upload killed: ${added} rows kept`);
    expect(
      [0, UPLOAD_ROWS],
      `the upload answered ${answer instanceof Response ? answer.status : 'nothing'}`,
    ).toContain(added);
    // A completed answer means every row is there.
    if (answer instanceof Response && answer.status === 201) expect(added).toBe(UPLOAD_ROWS);
  }, 180_000);

  test('SIGKILL during a round start: 0 or 10 used questions, and the saved game agrees', async () => {
    const pulled = await host.call('POST', '/api/rounds', {});
    expect(pulled.status).toBe(200);
    const ids: string[] = pulled.body.game.questions.map((q: { id: string }) => q.id);
    expect(ids).toHaveLength(10);
    const usedBefore = (await host.call('GET', '/api/me')).body.used_questions_count;

    const starting = host.raw('POST', '/api/rounds/start', { questionIds: ids }).catch((e) => e);
    await sleep(5);
    await server!.kill('SIGKILL');
    await starting;
    await start();

    const used = (await host.call('GET', '/api/me')).body.used_questions_count - usedBefore;
    console.log(`[faults] round start killed: ${used} questions locked`);
    expect([0, 10]).toContain(used);
    const { game } = (await host.call('GET', '/api/games/current')).body;
    expect(game.questions.map((q: { id: string }) => q.id)).toEqual(ids);
    expect(game.roundActive).toBe(used === 10);
    // Either way the host can go on: start it (again) and all 10 are locked.
    expect((await host.call('POST', '/api/rounds/start', { questionIds: ids })).status).toBe(200);
    expect((await host.call('GET', '/api/me')).body.used_questions_count - usedBefore).toBe(10);
  }, 180_000);

  test('SIGKILL during a Stripe webhook: the event counts as delivered only with its effect', async () => {
    const subscriber = new ApiClient(server!.baseUrl);
    const userId = await subscriber.signUp(`faults-payer-${Date.now()}@example.com`);
    const checkout = await subscriber.call('POST', '/api/billing/checkout', { plan: 'annual' });
    expect(checkout.status).toBe(200);
    const sessionId = String(checkout.body.url).split('/').pop()!;
    const session = fake.checkoutSessions.get(sessionId)!;
    const subscription = fake.completeCheckout(sessionId, { status: 'active' });
    const event = signedEvent(
      'checkout.session.completed',
      {
        id: sessionId,
        object: 'checkout.session',
        customer: session.customer,
        client_reference_id: userId,
        subscription: subscription.id,
      },
      { id: `evt_faults_${Date.now()}` },
    );
    const deliver = () =>
      fetch(`${server!.baseUrl}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });

    const delivering = deliver().catch((e) => e);
    await sleep(15);
    await server!.kill('SIGKILL');
    await delivering;
    await start();
    subscriber.baseUrl = server!.baseUrl;

    const tierAfterKill = (await subscriber.call('GET', '/api/me')).body.subscription_tier;
    // Stripe delivers again (it retries anything that got no 2xx).
    const again = await deliver();
    expect(again.status).toBe(200);
    const { outcome } = await again.json();
    console.log(`[faults] webhook killed: redelivery ${outcome}`);
    if (outcome === 'duplicate') {
      // Recorded as processed before the kill: its effect must be there too.
      expect(tierAfterKill).toBe('Annual');
    } else {
      expect(outcome).toBe('processed');
      expect(tierAfterKill).not.toBe('Annual');
    }
    const me = (await subscriber.call('GET', '/api/me')).body;
    expect(me).toMatchObject({ subscription_status: 'active', subscription_tier: 'Annual' });
  }, 180_000);

  test('SIGTERM with an upload in flight: the upload gets its 201 and the process exits 0', async () => {
    const before = await questionCount();
    const upload = startUpload();
    await sleep(100);
    server!.process.kill('SIGTERM');
    const res = await upload;
    expect(res.status).toBe(201);
    expect((await res.json()).inserted).toBe(UPLOAD_ROWS);
    const exit = await server!.exited;
    expect(exit, server!.output().slice(-2000)).toEqual({ code: 0, signal: null });
    expect(server!.output()).toContain('SIGTERM: finishing requests in flight');
    await start();
    expect((await questionCount()) - before).toBe(UPLOAD_ROWS);
  }, 180_000);

  // PGlite runs inside the server process: there is no connection to lose.
  test.runIf(kind === 'postgres')(
    'PostgreSQL drops every connection and refuses new ones: 503 meanwhile, then the same process serves again',
    async () => {
      const adminDb = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await adminDb.connect();
      const name = scratch!.name;
      const pidBefore = server!.process.pid;
      try {
        expect((await host.call('GET', '/api/teams')).status).toBe(200);
        // As during a restart: no new connections, every existing one terminated.
        await adminDb.query(`alter database "${name}" allow_connections false`);
        await adminDb.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
        const during = [
          await host.call('GET', '/api/teams'),
          await host.call('POST', '/api/teams', { name: 'During the outage' }),
          await admin.call('GET', '/api/admin/questions?pageSize=1'),
          await host.call('GET', '/api/me'),
        ];
        for (const res of during) {
          expect(res.status, `${JSON.stringify(res.body)}\n${server!.output().slice(-3000)}`).toBe(
            503,
          );
          expect(res.body.error.code).toBe('unavailable');
        }
        // Health reports it too (a readiness check, taking the copy out of a load balancer).
        const health = await fetch(`${server!.baseUrl}/api/health`);
        expect(health.status).toBe(503);
        expect(await health.json()).toEqual({ status: 'unavailable' });
      } finally {
        await adminDb.query(`alter database "${name}" allow_connections true`);
        await adminDb.end();
      }
      expect((await fetch(`${server!.baseUrl}/api/health`)).status).toBe(200);
      const after = await host.call('GET', '/api/teams');
      expect(after.status).toBe(200);
      expect(after.body.map((t: { name: string }) => t.name)).not.toContain('During the outage');
      expect((await host.call('POST', '/api/teams', { name: 'After' })).status).toBe(201);
      expect(server!.process.pid).toBe(pidBefore);
      expect(server!.process.exitCode).toBeNull();
    },
    120_000,
  );
});
