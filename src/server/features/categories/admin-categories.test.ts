import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, triviaQuestions } from '../../db/schema';
import { seedQuestions } from '../../test/factories';
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
) => ctx.request(`/api/admin/categories${path}`, { ...init, cookie });

describe('admin categories', () => {
  it('adds a trimmed category with an absent empty description', async () => {
    const res = await call('', {
      method: 'POST',
      body: { name: '  Film Scores ', description: '   ' },
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.db.select().from(categories).where(eq(categories.name, 'Film Scores'));
    expect(row.description).toBeNull();
  });

  it('refuses a blank name and a case-variant duplicate', async () => {
    const blank = await call('', { method: 'POST', body: { name: '  ' } });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe('Category name is required');
    await call('', { method: 'POST', body: { name: 'Board Games' } });
    const dup = await call('', { method: 'POST', body: { name: 'board GAMES' } });
    expect(dup.status).toBe(409);
    expect((await dup.json()).error.message).toBe('This category already exists');
  });

  it('edits, refusing a name another category uses, allowing its own in another case', async () => {
    const a = await (await call('', { method: 'POST', body: { name: 'Opera' } })).json();
    await call('', { method: 'POST', body: { name: 'Ballet' } });
    const taken = await call(`/${a.id}`, { method: 'PATCH', body: { name: 'BALLET' } });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe('This category name is already in use');
    const own = await call(`/${a.id}`, {
      method: 'PATCH',
      body: { name: 'OPERA', description: 'Arias and composers' },
    });
    expect(own.status).toBe(200);
    const list = await (await call('')).json();
    expect(list.find((c: { id: string }) => c.id === a.id)).toMatchObject({
      name: 'OPERA',
      description: 'Arias and composers',
    });
  });

  it('deletes a category and moves its questions to Uncategorized, with live counts', async () => {
    const cat = await (await call('', { method: 'POST', body: { name: 'Doomed' } })).json();
    const questions = await seedQuestions(ctx, 3, { categoryId: cat.id });
    const list = await (await call('')).json();
    expect(list.find((c: { id: string }) => c.id === cat.id).question_count).toBe(3);
    const res = await call(`/${cat.id}`, { method: 'DELETE' });
    expect(await res.json()).toMatchObject({ movedQuestions: 3 });
    const [q] = await ctx.db
      .select()
      .from(triviaQuestions)
      .where(eq(triviaQuestions.id, questions[0].id));
    expect(q.categoryId).toBeNull();
    expect((await call(`/${cat.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('disables a category without touching its questions; the public list leaves it out', async () => {
    const res = await call('', {
      method: 'POST',
      body: { name: 'Capitals Quiz', isDataHeavy: true },
    });
    expect(res.status).toBe(201);
    const cat = await res.json();
    expect(cat).toMatchObject({ is_disabled: false, is_data_heavy: true, question_count: 0 });
    const questions = await seedQuestions(ctx, 4, { categoryId: cat.id });
    const publicList = async () =>
      (await (await ctx.request('/api/categories')).json()) as { id: string }[];
    expect((await publicList()).some((c) => c.id === cat.id)).toBe(true);

    const off = await call(`/${cat.id}`, {
      method: 'PATCH',
      body: { name: 'Capitals Quiz', isDisabled: true },
    });
    expect(off.status).toBe(200);
    const adminRow = (await (await call('')).json()).find((c: { id: string }) => c.id === cat.id);
    // The flags left out of the edit stay as they were; the questions stay, and still count.
    expect(adminRow).toMatchObject({ is_disabled: true, is_data_heavy: true, question_count: 4 });
    const rows = await ctx.db
      .select()
      .from(triviaQuestions)
      .where(eq(triviaQuestions.categoryId, cat.id));
    expect(rows.map((r) => r.id).sort()).toEqual(questions.map((q) => q.id).sort());
    expect(rows.every((r) => r.status === 'approved')).toBe(true);
    expect((await publicList()).some((c) => c.id === cat.id)).toBe(false);

    await call(`/${cat.id}`, {
      method: 'PATCH',
      body: { name: 'Capitals Quiz', isDisabled: false, isDataHeavy: false },
    });
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, cat.id));
    expect(row).toMatchObject({ isDisabled: false, isDataHeavy: false });
    expect((await publicList()).some((c) => c.id === cat.id)).toBe(true);
    expect(
      (
        await call(`/${cat.id}`, {
          method: 'PATCH',
          body: { name: 'Capitals Quiz', isDisabled: 'yes' },
        })
      ).status,
    ).toBe(400);
  });

  it('401 signed out, 403 as a host', async () => {
    const host = await ctx.createHost();
    expect((await ctx.request('/api/admin/categories')).status).toBe(401);
    expect((await call('', { method: 'POST', body: { name: 'Nope' } }, host.cookie)).status).toBe(
      403,
    );
  });
});
