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
// dropped for this file in the postgres project. The server runs with LOG_SQL, and each
// signal goes the moment it prints the statement that shows the request's work has begun;
// where what is left of the request is too short to race, PAUSE_BEFORE_SQL holds the server
// still at that statement, inside the request's transaction, until the signal.

const kind = dbKind();
const UPLOAD_ROWS = 10_000;
const dataDir = mkdtempSync(join(tmpdir(), 'trivia-host-faults-'));
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let fake: FakeStripe;
let server: ChildServer | undefined;
let admin: ApiClient;
let host: ApiClient;
let run = 0;

async function start(env: Record<string, string> = {}): Promise<ChildServer> {
  server = await startChildServer({
    dataDir,
    databaseUrl: scratch?.url,
    env: { ...fake.env, LOG_SQL: 'true', ...env },
  });
  admin = new ApiClient(server.baseUrl);
  await admin.signIn(CHILD_ADMIN.email, CHILD_ADMIN.password);
  // The host keeps its cookie across restarts (sessions live in the database); a new port.
  host.baseUrl = server.baseUrl;
  return server;
}

/** A new server process that stops before sending the first statement starting with `statement`. */
async function restartPausingBefore(statement: string): Promise<ChildServer> {
  await server!.kill('SIGTERM');
  return start({ PAUSE_BEFORE_SQL: statement });
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

/**
 * Sends `signal` to the server the moment it prints (LOG_SQL) a statement starting with
 * `statement`, that is once `request` is being worked on. Fails if the request is answered
 * first. Resolves with the request's outcome: its Response, or the error of a lost connection.
 */
async function signalWhenServerRuns(
  statement: string,
  signal: NodeJS.Signals,
  request: () => Promise<Response>,
): Promise<Response | Error> {
  const child = server!.process;
  let printed = '';
  let hasSignalled = false;
  const seen = new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      printed += chunk;
      if (!printed.includes(`[sql] ${statement}`)) return;
      child.kill(signal);
      hasSignalled = true;
      child.stdout?.off('data', onData);
      resolve();
    };
    child.stdout?.on('data', onData);
  });
  const answer = request().catch((error: Error) => error);
  const first = await Promise.race([seen.then(() => null), answer]);
  expect(
    hasSignalled,
    `answered (${first instanceof Response ? first.status : String(first)}) before the server ran ${statement}`,
  ).toBe(true);
  return answer;
}

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
  test('SIGKILL during a 10,000-row bulk upload: after a restart, none of its rows', async () => {
    const before = await questionCount();
    // Killed once the first of its 20 batches of 500 rows is on its way to the database.
    const answer = await signalWhenServerRuns('insert into "trivia_questions"', 'SIGKILL', () =>
      startUpload(),
    );
    expect((await server!.exited).signal).toBe('SIGKILL');
    // Killed in the middle: the upload got no answer.
    expect(answer).toBeInstanceOf(Error);
    await start();
    const added = (await questionCount()) - before;
    console.log(`[faults] bulk upload killed: ${added} rows kept`);
    expect(added).toBe(0);
  }, 180_000);

  test('SIGKILL during a round start: no used questions, and the saved game agrees', async () => {
    const pulled = await host.call('POST', '/api/rounds', {});
    expect(pulled.status).toBe(200);
    const ids: string[] = pulled.body.game.questions.map((q: { id: string }) => q.id);
    expect(ids).toHaveLength(10);
    const usedBefore = (await host.call('GET', '/api/me')).body.used_questions_count;

    // The round's transaction has written its 10 used questions and is about to save the game.
    await restartPausingBefore('insert into games (');
    const answer = await signalWhenServerRuns('insert into games (', 'SIGKILL', () =>
      host.raw('POST', '/api/rounds/start', { questionIds: ids }),
    );
    expect((await server!.exited).signal).toBe('SIGKILL');
    expect(answer).toBeInstanceOf(Error);
    expect(server!.output()).toContain('[sql] insert into used_questions');
    await start();

    const used = (await host.call('GET', '/api/me')).body.used_questions_count - usedBefore;
    expect(used).toBe(0);
    const { game } = (await host.call('GET', '/api/games/current')).body;
    expect(game.questions.map((q: { id: string }) => q.id)).toEqual(ids);
    expect(game.roundActive).toBe(false);
    // The host can go on: start it again and all 10 are locked.
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
    // The event's transaction has recorded it and linked the customer, and is about to save
    // the subscription.
    await restartPausingBefore('insert into "billing_subscriptions"');
    const deliver = () =>
      fetch(`${server!.baseUrl}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });

    const answer = await signalWhenServerRuns(
      'insert into "billing_subscriptions"',
      'SIGKILL',
      deliver,
    );
    expect((await server!.exited).signal).toBe('SIGKILL');
    expect(answer).toBeInstanceOf(Error);
    expect(server!.output()).toContain('[sql] insert into "billing_events"');
    await start();
    subscriber.baseUrl = server!.baseUrl;

    const tierAfterKill = (await subscriber.call('GET', '/api/me')).body.subscription_tier;
    // Stripe delivers again (it retries anything that got no 2xx).
    const again = await deliver();
    expect(again.status).toBe(200);
    // Neither the record nor the effect survived: the redelivery is processed, not a duplicate.
    expect(tierAfterKill).not.toBe('Annual');
    expect((await again.json()).outcome).toBe('processed');
    const me = (await subscriber.call('GET', '/api/me')).body;
    expect(me).toMatchObject({ subscription_status: 'active', subscription_tier: 'Annual' });
  }, 180_000);

  test('SIGTERM with an upload in flight: the upload gets its 201 and the process exits 0', async () => {
    const before = await questionCount();
    const res = await signalWhenServerRuns('insert into "trivia_questions"', 'SIGTERM', () =>
      startUpload(),
    );
    if (!(res instanceof Response)) throw res;
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
