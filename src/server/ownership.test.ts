import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  customSubmissions,
  flaggedQuestions,
  games,
  teams,
  tiebreakerUsage,
  usedQuestions,
} from './db/schema';
import { seedCategory, seedQuestions, seedTiebreakers } from './test/factories';
import { createTestContext, listApiRoutes, type TestUser } from './test/harness';

// The authorization matrix's fifth caller: another host. Host A owns rows in every
// host-owned table (teams, games, used_questions, tiebreaker_usage, custom_submissions,
// flagged_questions); host B aims every route at them and must get 404 (or see nothing),
// and A's rows must be exactly as they were.

const ctx = await createTestContext();
let hostA: TestUser;
let hostB: TestUser;
let categoryId: string;
const owned: { teamIds: string[]; flagId: string; submissionId: string; roundIds: string[] } = {
  teamIds: [],
  flagId: '',
  submissionId: '',
  roundIds: [],
};
let tiebreakerId: string;

async function json(path: string, cookie: string, method = 'GET', body?: unknown) {
  const res = await ctx.request(path, { method, cookie, body });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Every row host A owns, in a stable order, as plain JSON. */
async function rowsOfA() {
  const id = hostA.id;
  const db = ctx.db;
  const snapshot = {
    teams: await db.select().from(teams).where(eq(teams.createdBy, id)).orderBy(asc(teams.id)),
    games: await db.select().from(games).where(eq(games.userId, id)),
    usedQuestions: await db
      .select()
      .from(usedQuestions)
      .where(eq(usedQuestions.userId, id))
      .orderBy(asc(usedQuestions.questionId)),
    tiebreakerUsage: await db
      .select()
      .from(tiebreakerUsage)
      .where(eq(tiebreakerUsage.userId, id))
      .orderBy(asc(tiebreakerUsage.tiebreakerId)),
    submissions: await db
      .select()
      .from(customSubmissions)
      .where(eq(customSubmissions.submittedBy, id))
      .orderBy(asc(customSubmissions.id)),
    flags: await db
      .select()
      .from(flaggedQuestions)
      .where(eq(flaggedQuestions.flaggedBy, id))
      .orderBy(asc(flaggedQuestions.id)),
  };
  return JSON.parse(JSON.stringify(snapshot)) as typeof snapshot;
}

beforeAll(async () => {
  hostA = await ctx.createHost();
  hostB = await ctx.createHost();
  const category = await seedCategory(ctx);
  categoryId = category.id;
  await seedQuestions(ctx, 40, { categoryId });
  [{ id: tiebreakerId }] = await seedTiebreakers(ctx, 3);

  // Host A: two teams with scores, a started round (games + used_questions), a used
  // tie-breaker, a submission and a flag.
  for (const name of ['A Team', 'A Listers']) {
    const team = await json('/api/teams', hostA.cookie, 'POST', { name });
    expect(team.status).toBe(201);
    owned.teamIds.push(team.body.id);
    await json(`/api/teams/${team.body.id}/score`, hostA.cookie, 'PATCH', { delta: 30 });
  }
  const pulled = await json('/api/rounds', hostA.cookie, 'POST', {});
  owned.roundIds = pulled.body.game.questions.map((q: { id: string }) => q.id);
  expect(owned.roundIds).toHaveLength(10);
  const started = await json('/api/rounds/start', hostA.cookie, 'POST', {
    questionIds: owned.roundIds,
  });
  expect(started.status).toBe(200);
  expect((await json(`/api/tiebreakers/${tiebreakerId}/use`, hostA.cookie, 'POST')).status).toBe(
    200,
  );
  const submission = await json('/api/submissions', hostA.cookie, 'POST', {
    questionText: 'Which host owns this?',
    correctAnswer: 'Host A',
    categoryId,
    difficulty: 'easy',
  });
  expect(submission.status).toBe(201);
  owned.submissionId = submission.body.id;
  const flag = await json(`/api/questions/${owned.roundIds[0]}/flags`, hostA.cookie, 'POST', {
    reason: 'unclear_question',
    note: 'A’s note',
  });
  expect(flag.status).toBe(201);
  owned.flagId = flag.body.id;

  const rows = await rowsOfA();
  // Every host-owned table has rows of A's, or the comparisons below prove nothing.
  expect(rows.teams).toHaveLength(2);
  expect(rows.games).toHaveLength(1);
  expect(rows.usedQuestions).toHaveLength(10);
  expect(rows.tiebreakerUsage).toHaveLength(1);
  expect(rows.submissions).toHaveLength(1);
  expect(rows.flags).toHaveLength(1);
});
afterAll(() => ctx.close());

describe('another host', () => {
  test('reads nothing of host A’s: teams, current game, used counts', async () => {
    const before = await rowsOfA();
    expect((await json('/api/teams', hostB.cookie)).body).toEqual([]);
    expect((await json('/api/games/current', hostB.cookie)).body).toEqual({ game: null });
    const me = (await json('/api/me', hostB.cookie)).body;
    expect(me).toMatchObject({ used_questions_count: 0, used_tie_breakers_count: 0 });
    expect(JSON.stringify(me)).not.toContain(hostA.id);
    expect(await rowsOfA()).toEqual(before);
  });

  test('changes and deletes of host A’s teams answer 404 and change nothing', async () => {
    const before = await rowsOfA();
    for (const id of owned.teamIds) {
      for (const delta of [10, -1000, 1000]) {
        const res = await json(`/api/teams/${id}/score`, hostB.cookie, 'PATCH', { delta });
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('not_found');
      }
      expect((await json(`/api/teams/${id}`, hostB.cookie, 'DELETE')).status).toBe(404);
    }
    expect(await rowsOfA()).toEqual(before);
  });

  test('every route with a path id, given any id host A owns, answers 404 or 403', async () => {
    const before = await rowsOfA();
    const ids = [...owned.teamIds, owned.flagId, owned.submissionId];
    const routes = listApiRoutes(ctx.app).filter((r) => r.includes('/:'));
    expect(routes.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ');
      for (const id of ids) {
        const res = await ctx.request(path.replace(/:[A-Za-z0-9_]+/g, id), {
          method,
          cookie: hostB.cookie,
          body:
            method === 'GET'
              ? undefined
              : { delta: 10, reason: 'other', name: 'Mine now', optionsHidden: true },
        });
        // Admin routes are 403 for a host; host routes find no row of B's with that id.
        if (![403, 404].includes(res.status)) answers.push(`${route} ${id}: ${res.status}`);
      }
    }
    expect(answers).toEqual([]);
    expect(await rowsOfA()).toEqual(before);
  });

  test('ending or replacing B’s own game leaves host A’s game and used list as they were', async () => {
    const before = await rowsOfA();
    expect((await json('/api/games/current', hostB.cookie, 'DELETE')).status).toBe(200);

    // B cannot start A's round from B's own pulled round...
    const pulled = await json('/api/rounds', hostB.cookie, 'POST', {});
    expect(pulled.status).toBe(200);
    const bIds = pulled.body.game.questions.map((q: { id: string }) => q.id);
    const notB = owned.roundIds.filter((id) => !bIds.includes(id));
    if (notB.length) {
      const refused = await json('/api/rounds/start', hostB.cookie, 'POST', {
        questionIds: notB,
      });
      expect(refused.status).toBe(409);
    }
    expect(await rowsOfA()).toEqual(before);

    // ...nor with no saved round: only the round B holds can be started.
    await json('/api/games/current', hostB.cookie, 'DELETE');
    const usedByB = () =>
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(usedQuestions)
        .where(eq(usedQuestions.userId, hostB.id));
    const usedBefore = await usedByB();
    const refusedAfterEnd = await json('/api/rounds/start', hostB.cookie, 'POST', {
      questionIds: owned.roundIds.slice(1),
    });
    expect(refusedAfterEnd.status).toBe(409);
    expect(await usedByB()).toEqual(usedBefore);
    expect(await rowsOfA()).toEqual(before);
  });

  test('using a tie-breaker host A used records B’s own use and leaves A’s', async () => {
    const before = await rowsOfA();
    const res = await json(`/api/tiebreakers/${tiebreakerId}/use`, hostB.cookie, 'POST');
    expect(res.status).toBe(200);
    const bUsage = await ctx.db
      .select()
      .from(tiebreakerUsage)
      .where(eq(tiebreakerUsage.userId, hostB.id));
    expect(bUsage.map((r) => r.tiebreakerId)).toEqual([tiebreakerId]);
    expect(await rowsOfA()).toEqual(before);
  });

  test('B’s flags and submissions are B’s: A’s stay as they were', async () => {
    const before = await rowsOfA();
    const flag = await json(`/api/questions/${owned.roundIds[2]}/flags`, hostB.cookie, 'POST', {
      reason: 'other',
    });
    expect(flag.status).toBe(201);
    const submission = await json('/api/submissions', hostB.cookie, 'POST', {
      questionText: 'Whose is this?',
      correctAnswer: 'B',
      categoryId,
      difficulty: 'hard',
    });
    expect(submission.status).toBe(201);
    const [bFlag] = await ctx.db
      .select()
      .from(flaggedQuestions)
      .where(eq(flaggedQuestions.id, flag.body.id));
    expect(bFlag.flaggedBy).toBe(hostB.id);
    const [bSubmission] = await ctx.db
      .select()
      .from(customSubmissions)
      .where(eq(customSubmissions.id, submission.body.id));
    expect(bSubmission.submittedBy).toBe(hostB.id);
    expect(await rowsOfA()).toEqual(before);
  });

  test('a random id answers 404 like A’s ids do (no way to tell them apart)', async () => {
    const mineRes = await json(`/api/teams/${owned.teamIds[0]}`, hostB.cookie, 'DELETE');
    const randomRes = await json(`/api/teams/${randomUUID()}`, hostB.cookie, 'DELETE');
    expect(mineRes).toEqual(randomRes);
  });
});
