import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function addTeam(cookie: string, name: string) {
  const res = await ctx.request('/api/teams', { method: 'POST', body: { name }, cookie });
  return { status: res.status, body: await res.json() };
}

describe('teams', () => {
  it('adds, lists by score, scores and removes a team', async () => {
    const host = await ctx.createHost();
    const quiz = await addTeam(host.cookie, '  Quizzly Bears ');
    expect(quiz.status).toBe(201);
    expect(quiz.body).toMatchObject({ name: 'Quizzly Bears', score: 0 });
    const other = await addTeam(host.cookie, 'Les Quizerables');
    await ctx.request(`/api/teams/${other.body.id}/score`, {
      method: 'PATCH',
      body: { delta: 10 },
      cookie: host.cookie,
    });
    const list = await (await ctx.request('/api/teams', { cookie: host.cookie })).json();
    expect(list.map((t: { name: string }) => t.name)).toEqual(['Les Quizerables', 'Quizzly Bears']);
    const removed = await ctx.request(`/api/teams/${quiz.body.id}`, {
      method: 'DELETE',
      cookie: host.cookie,
    });
    expect(removed.status).toBe(200);
    const after = await (await ctx.request('/api/teams', { cookie: host.cookie })).json();
    expect(after).toHaveLength(1);
  });

  it('refuses a blank name with the spec message', async () => {
    const host = await ctx.createHost();
    const { status, body } = await addTeam(host.cookie, '   ');
    expect(status).toBe(400);
    expect(body.error.message).toBe('Please enter a team name');
    const missing = await ctx.request('/api/teams', {
      method: 'POST',
      body: {},
      cookie: host.cookie,
    });
    expect((await missing.json()).error.message).toBe('Please enter a team name');
  });

  it('never goes below 0', async () => {
    const host = await ctx.createHost();
    const team = (await addTeam(host.cookie, 'Zero Heroes')).body;
    const res = await ctx.request(`/api/teams/${team.id}/score`, {
      method: 'PATCH',
      body: { delta: -10 },
      cookie: host.cookie,
    });
    expect((await res.json()).score).toBe(0);
  });

  it('keeps every one of 100 concurrent +10/-10 changes, floored at 0', async () => {
    const host = await ctx.createHost();
    const team = (await addTeam(host.cookie, 'Concurrent Crew')).body;
    await ctx.request(`/api/teams/${team.id}/score`, {
      method: 'PATCH',
      body: { delta: 500 },
      cookie: host.cookie,
    });
    const deltas = Array.from({ length: 100 }, (_, i) => (i % 4 === 0 ? -10 : 10));
    const results = await Promise.all(
      deltas.map((delta) =>
        ctx.request(`/api/teams/${team.id}/score`, {
          method: 'PATCH',
          body: { delta },
          cookie: host.cookie,
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [final] = await (await ctx.request('/api/teams', { cookie: host.cookie })).json();
    expect(final.score).toBe(500 + 75 * 10 - 25 * 10);

    // From 0, a storm of -10s never goes negative and +10s all land.
    const low = (await addTeam(host.cookie, 'Low Scorers')).body;
    await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.request(`/api/teams/${low.id}/score`, {
          method: 'PATCH',
          body: { delta: -10 },
          cookie: host.cookie,
        }),
      ),
    );
    const teams = await (await ctx.request('/api/teams', { cookie: host.cookie })).json();
    expect(teams.find((t: { id: string }) => t.id === low.id).score).toBe(0);
  });

  it("gives 404 for another host's team and changes nothing", async () => {
    const a = await ctx.createHost();
    const b = await ctx.createHost();
    const team = (await addTeam(a.cookie, 'Private Team')).body;
    const score = await ctx.request(`/api/teams/${team.id}/score`, {
      method: 'PATCH',
      body: { delta: 10 },
      cookie: b.cookie,
    });
    expect(score.status).toBe(404);
    expect(
      (await ctx.request(`/api/teams/${team.id}`, { method: 'DELETE', cookie: b.cookie })).status,
    ).toBe(404);
    expect(await (await ctx.request('/api/teams', { cookie: b.cookie })).json()).toEqual([]);
    const mine = await (await ctx.request('/api/teams', { cookie: a.cookie })).json();
    expect(mine).toMatchObject([{ id: team.id, score: 0 }]);
    expect(
      (await ctx.request('/api/teams/not-a-uuid', { method: 'DELETE', cookie: a.cookie })).status,
    ).toBe(404);
  });

  it('needs sign-in and access', async () => {
    expect((await ctx.request('/api/teams')).status).toBe(401);
    const expired = await ctx.createExpiredHost();
    expect((await ctx.request('/api/teams', { cookie: expired.cookie })).status).toBe(403);
  });
});
