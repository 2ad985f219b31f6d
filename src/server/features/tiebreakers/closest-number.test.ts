import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TIEBREAKER_MESSAGES,
  type TiebreakerSession,
  tiebreakerSessionSchema,
} from '../../../core/tiebreakers';
import { tiebreakerPool, tiebreakerSessions } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

// The closest-number kind on the host's side: the answer hidden until used, then the teams'
// guesses kept on the server for that question. This file's pool holds one number question
// and one list question, so each host's first question is one of the two.

let ctx: TestContext;
let admin: TestUser;
let numberId: string;
let listId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createAdmin();
  const created = await ctx.request('/api/admin/tiebreakers', {
    method: 'POST',
    cookie: admin.cookie,
    body: {
      kind: 'number',
      questionText: 'How tall is the Eiffel Tower in metres?',
      numberAnswer: 330,
      unit: 'metres',
      source: 'toureiffel.paris',
    },
  });
  expect(created.status).toBe(201);
  numberId = (await created.json()).id;
  const [list] = await ctx.db
    .insert(tiebreakerPool)
    .values({ questionText: 'Name the Great Lakes.', answerOptions: ['Superior', 'Michigan'] })
    .returning({ id: tiebreakerPool.id });
  listId = list.id;
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };

/** A new host whose session is on `id` (the other question used up beforehand). */
async function hostOn(id: string): Promise<TestUser> {
  const host = await ctx.createHost();
  const other = id === numberId ? listId : numberId;
  expect((await use(host, other)).status).toBe(200);
  const next = await ctx.request('/api/tiebreakers/next', {
    method: 'POST',
    body: {},
    cookie: host.cookie,
  });
  expect((await next.json()).tiebreaker.id).toBe(id);
  return host;
}

function use(host: TestUser, id: string) {
  return ctx.request(`/api/tiebreakers/${id}/use`, {
    method: 'POST',
    body: {},
    cookie: host.cookie,
  });
}

async function current(host: TestUser): Promise<TiebreakerSession> {
  const res = await ctx.request('/api/tiebreakers/current', { cookie: host.cookie });
  expect(res.status).toBe(200);
  return tiebreakerSessionSchema.parse(await res.json());
}

function putGuesses(host: TestUser, body: unknown) {
  return ctx.request('/api/tiebreakers/current/guesses', {
    method: 'PUT',
    body,
    cookie: host.cookie,
  });
}

async function storedGuesses(host: TestUser) {
  const [row] = await ctx.db
    .select({ guesses: tiebreakerSessions.guesses })
    .from(tiebreakerSessions)
    .where(eq(tiebreakerSessions.userId, host.id));
  return row?.guesses;
}

const three = [
  { team: 'Quizzly Bears', guess: 300 },
  { team: 'Owls', guess: 324.5 },
  { team: 'Foxes', guess: -12 },
];

describe('closest-number tie-breakers', () => {
  it('hides the number, its unit and its source until Use This Question', async () => {
    const host = await hostOn(numberId);
    const before = await current(host);
    expect(before.tiebreaker).toEqual({
      id: numberId,
      kind: 'number',
      questionText: 'How tall is the Eiffel Tower in metres?',
      answerList: null,
      answerCount: 1,
      numberAnswer: null,
      unit: null,
      source: null,
    });
    const used = await use(host, numberId);
    expect((await used.json()).tiebreaker).toMatchObject({
      answerList: ['330 metres'],
      numberAnswer: 330,
      unit: 'metres',
      source: 'toureiffel.paris',
    });
    expect(await current(host)).toMatchObject({ isUsed: true, guesses: [] });
  });

  it('refuses guesses before the question is used, and for a list question', async () => {
    const host = await hostOn(numberId);
    const early = await putGuesses(host, { guesses: three });
    expect(early.status).toBe(409);
    expect(((await early.json()) as ErrorBody).error).toEqual({
      code: 'not_in_use',
      message: TIEBREAKER_MESSAGES.guessesNotNow,
    });
    expect(await storedGuesses(host)).toEqual([]);

    const listHost = await hostOn(listId);
    await use(listHost, listId);
    expect((await putGuesses(listHost, { guesses: three })).status).toBe(409);
    expect(await storedGuesses(listHost)).toEqual([]);

    const nobody = await ctx.createHost();
    expect((await putGuesses(nobody, { guesses: three })).status).toBe(409);
  });

  it('keeps the guesses on the server: a reload and another device show them', async () => {
    const host = await hostOn(numberId);
    await use(host, numberId);
    const saved = await putGuesses(host, {
      guesses: three.map((g) => ({ ...g, team: ` ${g.team} ` })),
    });
    expect(saved.status).toBe(200);
    const body = tiebreakerSessionSchema.parse(await saved.json());
    expect(body.guesses).toEqual(three);
    expect(body.tiebreaker?.numberAnswer).toBe(330);
    expect((await current(host)).guesses).toEqual(three);
    const other = await ctx.signIn(host.email, host.password);
    const res = await ctx.request('/api/tiebreakers/current', { cookie: other.cookie! });
    expect((await res.json()).guesses).toEqual(three);

    // A new list replaces the old one, an empty one clears it.
    expect((await putGuesses(host, { guesses: three.slice(1) })).status).toBe(200);
    expect((await current(host)).guesses).toEqual(three.slice(1));
    expect((await putGuesses(host, { guesses: [] })).status).toBe(200);
    expect((await current(host)).guesses).toEqual([]);
  });

  it('refuses bad input with a clear message and keeps what was saved', async () => {
    const host = await hostOn(numberId);
    await use(host, numberId);
    expect((await putGuesses(host, { guesses: three })).status).toBe(200);
    const refused = async (body: unknown, message: string) => {
      const res = await putGuesses(host, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.message).toBe(message);
    };
    await refused(
      { guesses: [{ team: 'Owls', guess: 'three hundred' }] },
      TIEBREAKER_MESSAGES.guessNotNumber,
    );
    await refused(
      { guesses: [{ team: 'Owls', guess: '300' }] },
      TIEBREAKER_MESSAGES.guessNotNumber,
    );
    await refused({ guesses: [{ team: 'Owls', guess: null }] }, TIEBREAKER_MESSAGES.guessNotNumber);
    await refused(
      { guesses: [{ team: 'x'.repeat(61), guess: 1 }] },
      TIEBREAKER_MESSAGES.guessTeamTooLong,
    );
    await refused({ guesses: [{ team: '  ', guess: 1 }] }, TIEBREAKER_MESSAGES.guessTeamRequired);
    await refused(
      { guesses: [...three, { team: 'OWLS', guess: 1 }] },
      TIEBREAKER_MESSAGES.guessTeamTwice('OWLS'),
    );
    await refused(
      { guesses: Array.from({ length: 101 }, (_, i) => ({ team: `Team ${i}`, guess: i })) },
      TIEBREAKER_MESSAGES.tooManyGuesses,
    );
    expect(await storedGuesses(host)).toEqual(three);
    expect((await current(host)).guesses).toEqual(three);
    // 100 rows are fine.
    const hundred = Array.from({ length: 100 }, (_, i) => ({ team: `Team ${i}`, guess: i / 4 }));
    expect((await putGuesses(host, { guesses: hundred })).status).toBe(200);
    expect(await storedGuesses(host)).toEqual(hundred);
  });

  it('the next question begins without the last one’s guesses', async () => {
    const host = await hostOn(numberId);
    await use(host, numberId);
    await putGuesses(host, { guesses: three });
    // The list question is used already: nothing is left, and the guesses go with the session.
    const next = await ctx.request('/api/tiebreakers/next', {
      method: 'POST',
      body: {},
      cookie: host.cookie,
    });
    expect((await next.json()).guesses).toEqual([]);
    expect(await storedGuesses(host)).toEqual([]);
  });

  it('401 signed out, 403 expired', async () => {
    expect(
      (
        await ctx.request('/api/tiebreakers/current/guesses', {
          method: 'PUT',
          body: { guesses: [] },
        })
      ).status,
    ).toBe(401);
    const expired = await ctx.createExpiredHost();
    expect((await putGuesses(expired, { guesses: [] })).status).toBe(403);
  });
});
