import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIEBREAKER_MESSAGES } from '../../../core/tiebreakers';
import { tiebreakerPool, tiebreakerUsage } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createAdmin();
});
afterAll(() => ctx.close());

const call = (
  path: string,
  init: { method?: string; body?: unknown } = {},
  cookie = admin.cookie,
) => ctx.request(`/api/admin/tiebreakers${path}`, { ...init, cookie });

describe('admin tie-breaker pool', () => {
  it('adds with blank answers dropped, and the host can play it', async () => {
    const res = await call('', {
      method: 'POST',
      body: {
        questionText: 'Name the Great Lakes.',
        answerOptions: ['Superior', ' ', 'Michigan', '', 'Huron', 'Erie', 'Ontario'],
      },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created.answer_options).toEqual(['Superior', 'Michigan', 'Huron', 'Erie', 'Ontario']);
    const host = await ctx.createHost();
    const next = await (
      await ctx.request('/api/tiebreakers/next', { method: 'POST', body: {}, cookie: host.cookie })
    ).json();
    expect(next.tiebreaker.id).toBe(created.id);
  });

  it('requires text and one real answer, with the full stop', async () => {
    const noText = await call('', {
      method: 'POST',
      body: { questionText: ' ', answerOptions: ['a'] },
    });
    expect((await noText.json()).error.message).toBe('Question text is required.');
    const noAnswer = await call('', {
      method: 'POST',
      body: { questionText: 'Name them.', answerOptions: [' ', ''] },
    });
    expect(noAnswer.status).toBe(400);
    expect((await noAnswer.json()).error.message).toBe('At least one valid answer is required.');
  });

  it('adds a closest-number one: its number, unit and source; the number is required', async () => {
    const res = await call('', {
      method: 'POST',
      body: {
        kind: 'number',
        questionText: 'How tall is the Burj Khalifa in metres?',
        numberAnswer: 828,
        unit: ' metres ',
        source: 'Encyclopaedia Britannica, "Burj Khalifa"',
        answerOptions: ['left out'],
      },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      kind: 'number',
      answer_options: ['828 metres'],
      number_answer: 828,
      unit: 'metres',
      source: 'Encyclopaedia Britannica, "Burj Khalifa"',
    });
    const [row] = await ctx.db
      .select()
      .from(tiebreakerPool)
      .where(eq(tiebreakerPool.id, created.id));
    expect(row).toMatchObject({ kind: 'number', numberAnswer: 828, answerOptions: ['828 metres'] });

    for (const numberAnswer of [undefined, null, '828', 'tall']) {
      const refused = await call('', {
        method: 'POST',
        body: { kind: 'number', questionText: 'How tall?', numberAnswer, answerOptions: ['828'] },
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.message).toBe(TIEBREAKER_MESSAGES.numberRequired);
    }
    const unknownKind = await call('', {
      method: 'POST',
      body: { kind: 'guess', questionText: 'How tall?', answerOptions: ['a'] },
    });
    expect(unknownKind.status).toBe(400);

    // Edited into a list one: the number goes, the list's rules apply.
    const noAnswers = await call(`/${created.id}`, {
      method: 'PATCH',
      body: { kind: 'list', questionText: 'Name tall towers.', answerOptions: [' '] },
    });
    expect((await noAnswers.json()).error.message).toBe('At least one valid answer is required.');
    const edited = await (
      await call(`/${created.id}`, {
        method: 'PATCH',
        body: { kind: 'list', questionText: 'Name tall towers.', answerOptions: ['Burj Khalifa'] },
      })
    ).json();
    expect(edited).toMatchObject({
      kind: 'list',
      answer_options: ['Burj Khalifa'],
      number_answer: null,
      unit: null,
    });
  });

  it('a tie-breaker added without a kind is a list one', async () => {
    const created = await (
      await call('', {
        method: 'POST',
        body: { questionText: 'Name the primary colours.', answerOptions: ['Red', 'Blue'] },
      })
    ).json();
    expect(created).toMatchObject({ kind: 'list', number_answer: null, source: null });
  });

  it('searches on the server, edits, and deletes with its usage rows', async () => {
    const a = await (
      await call('', {
        method: 'POST',
        body: {
          questionText: 'Name the Beatles.',
          answerOptions: ['John', 'Paul', 'George', 'Ringo'],
        },
      })
    ).json();
    const found = await (await call('?search=beatles')).json();
    expect(found.items.map((t: { id: string }) => t.id)).toEqual([a.id]);
    expect((await (await call('?search=ringo')).json()).total).toBe(1);

    const edited = await (
      await call(`/${a.id}`, {
        method: 'PATCH',
        body: {
          questionText: 'Name the four Beatles.',
          answerOptions: ['John', 'Paul', 'George', 'Ringo'],
        },
      })
    ).json();
    expect(edited.question_text).toBe('Name the four Beatles.');

    const host = await ctx.createHost();
    await ctx.request(`/api/tiebreakers/${a.id}/use`, {
      method: 'POST',
      body: {},
      cookie: host.cookie,
    });
    expect((await call(`/${a.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(
      await ctx.db.select().from(tiebreakerUsage).where(eq(tiebreakerUsage.tiebreakerId, a.id)),
    ).toEqual([]);
    expect((await call(`/${a.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('pages the list on the server', async () => {
    for (let i = 0; i < 3; i++) {
      await call('', {
        method: 'POST',
        body: { questionText: `Paged list ${i}?`, answerOptions: ['x'] },
      });
    }
    const first = await (await call('?search=Paged%20list&pageSize=2')).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((t: { question_text: string }) => t.question_text)).toEqual([
      'Paged list 2?',
      'Paged list 1?',
    ]);
    const second = await (await call('?search=Paged%20list&pageSize=2&page=2')).json();
    expect(second.items.map((t: { question_text: string }) => t.question_text)).toEqual([
      'Paged list 0?',
    ]);
    expect((await call('?pageSize=1000')).status).toBe(400);
  });

  it('401 signed out, 403 for hosts', async () => {
    const host = await ctx.createHost();
    expect((await ctx.request('/api/admin/tiebreakers')).status).toBe(401);
    expect((await call('', {}, host.cookie)).status).toBe(403);
  });
});
