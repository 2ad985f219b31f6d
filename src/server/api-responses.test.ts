import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminQuestionSchema,
  adminStatsSchema,
  approvedSubmissionSchema,
  createdQuestionSchema,
  deletedCategorySchema,
  duplicateReportSchema,
  messageSchema,
  okMessageSchema,
  pendingFlagSchema,
  pendingSubmissionSchema,
  questionBulkActionResultSchema,
  questionPageSchema,
} from '../core/admin';
import { apiErrorSchema } from '../core/api-error';
import { backupLogSchema, backupRunSchema } from '../core/backups';
import {
  cancelResultSchema,
  checkoutResultSchema,
  portalResultSchema,
  subscriptionDetailsSchema,
  syncResultSchema,
  webhookInfoSchema,
  webhookTestResultSchema,
} from '../core/billing';
import { bulkPreviewSchema, bulkUploadResultSchema } from '../core/bulk-upload';
import { categorySchema } from '../core/categories';
import {
  createdFlagSchema,
  createdSubmissionSchema,
  currentGameResponseSchema,
  gameResponseSchema,
  okSchema,
  roundSetupSchema,
  teamSchema,
} from '../core/game';
import { emailChangedSchema, emailChangeRequestedSchema, profileSchema } from '../core/profile';
import { uploadedPictureSchema } from '../core/questions';
import { siteSettingsSchema } from '../core/site';
import {
  adminTiebreakerSchema,
  nextTiebreakerResponseSchema,
  tiebreakerPageSchema,
  tiebreakerSessionSchema,
  useTiebreakerResponseSchema,
} from '../core/tiebreakers';
import {
  auditPageSchema,
  createdUserSchema,
  impersonationStartedSchema,
  impersonationStoppedSchema,
  resetPasswordResultSchema,
  subscriberPageSchema,
  userPageSchema,
  userResultSchema,
} from '../core/users';
import { seedCategory, seedQuestions, seedTiebreakers } from './test/factories';
import {
  createTestContext,
  emailChangeTokenFor,
  type RequestInit,
  type TestContext,
  type TestUser,
  uniqueEmail,
} from './test/harness';
import { applyCookies } from './test/http';

// Every answer the web reads, checked against the src/core schema its fetcher parses it with.
// A schema that drops or misreads a field fails here: the parsed body must equal the body.

let ctx: TestContext;
let host: TestUser;
let admin: TestUser;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  categoryId = (await seedCategory(ctx)).id;
  await seedQuestions(ctx, 12, { categoryId });
  await seedTiebreakers(ctx, 3);
  host = await ctx.createHost();
  admin = await ctx.createAdmin();
});
afterAll(() => ctx.close());

/** The body of `path`'s answer, which must have `status` and parse with `schema` unchanged. */
async function expectAnswer<T>(
  schema: z.ZodType<T>,
  path: string,
  init: RequestInit,
  status = 200,
): Promise<T> {
  const res = await ctx.request(path, init);
  const body = await res.json();
  expect({ path, status: res.status, body }).toMatchObject({ path, status });
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues, path).toBeUndefined();
  expect(parsed.data, path).toEqual(body);
  return parsed.data as T;
}

describe('the error answers the web reads', () => {
  it('signed out, forbidden, refused: one JSON error shape', async () => {
    await expectAnswer(apiErrorSchema, '/api/teams', {}, 401);
    await expectAnswer(apiErrorSchema, '/api/admin/stats', { cookie: host.cookie }, 403);
    const name = `Duplicate ${Date.now()}`;
    const init = { method: 'POST', body: { name }, cookie: admin.cookie };
    await expectAnswer(categorySchema, '/api/admin/categories', init, 201);
    await expectAnswer(apiErrorSchema, '/api/admin/categories', init, 409);
  });
});

describe('the answers a host reads', () => {
  it('profile, site settings and categories', async () => {
    const cookie = host.cookie;
    await expectAnswer(profileSchema, '/api/me', { cookie });
    await expectAnswer(siteSettingsSchema, '/api/site', {});
    const categories = await expectAnswer(z.array(categorySchema), '/api/categories', { cookie });
    expect(categories.map((c) => c.id)).toContain(categoryId);
  });

  it('a round: pull, start, flag, end', async () => {
    const cookie = host.cookie;
    const none = await expectAnswer(currentGameResponseSchema, '/api/games/current', { cookie });
    expect(none.game).toBeNull();
    const pulled = await expectAnswer(gameResponseSchema, '/api/rounds', {
      method: 'POST',
      body: { categoryIds: [categoryId] },
      cookie,
    });
    await expectAnswer(roundSetupSchema, '/api/rounds/setup', { cookie });
    const replaced = await expectAnswer(gameResponseSchema, '/api/rounds/replace', {
      method: 'POST',
      body: { questionId: pulled.game.questions[0].id },
      cookie,
    });
    await expectAnswer(
      gameResponseSchema,
      `/api/games/current/questions/${replaced.game.questions[1].id}`,
      { method: 'PATCH', body: { optionsHidden: true }, cookie },
    );
    const questionIds = replaced.game.questions.map((q) => q.id);
    await expectAnswer(gameResponseSchema, '/api/rounds/start', {
      method: 'POST',
      body: { questionIds },
      cookie,
    });
    const saved = await expectAnswer(currentGameResponseSchema, '/api/games/current', { cookie });
    expect(saved.game?.roundActive).toBe(true);
    await expectAnswer(
      createdFlagSchema,
      `/api/questions/${questionIds[0]}/flags`,
      { method: 'POST', body: { reason: 'incorrect_answer' }, cookie },
      201,
    );
    await expectAnswer(okSchema, '/api/games/current', { method: 'DELETE', cookie });
  });

  it('teams: list, add, score, delete', async () => {
    const cookie = host.cookie;
    const team = await expectAnswer(
      teamSchema,
      '/api/teams',
      { method: 'POST', body: { name: 'Quizzards' }, cookie },
      201,
    );
    await expectAnswer(z.array(teamSchema), '/api/teams', { cookie });
    await expectAnswer(teamSchema, `/api/teams/${team.id}/score`, {
      method: 'PATCH',
      body: { delta: 10 },
      cookie,
    });
    await expectAnswer(okSchema, `/api/teams/${team.id}`, { method: 'DELETE', cookie });
  });

  it('tie-breakers: the session, the next question, using it', async () => {
    const cookie = host.cookie;
    await expectAnswer(tiebreakerSessionSchema, '/api/tiebreakers/current', { cookie });
    const next = await expectAnswer(nextTiebreakerResponseSchema, '/api/tiebreakers/next', {
      method: 'POST',
      body: {},
      cookie,
    });
    expect(next.tiebreaker).not.toBeNull();
    await expectAnswer(useTiebreakerResponseSchema, `/api/tiebreakers/${next.tiebreaker?.id}/use`, {
      method: 'POST',
      cookie,
    });
  });

  it('a submission', async () => {
    await expectAnswer(
      createdSubmissionSchema,
      '/api/submissions',
      {
        method: 'POST',
        body: { questionText: 'Which planet is red?', correctAnswer: 'Mars', categoryId },
        cookie: host.cookie,
      },
      201,
    );
  });

  it('billing: checkout, the subscription, refresh, portal, cancel', async () => {
    const buyer = await ctx.createHost();
    const cookie = buyer.cookie;
    await expectAnswer(subscriptionDetailsSchema, '/api/billing/subscription', { cookie });
    const { url } = await expectAnswer(checkoutResultSchema, '/api/billing/checkout', {
      method: 'POST',
      body: { plan: 'monthly' },
      cookie,
    });
    const sessionId = new URL(url, 'http://x').searchParams.get('session_id');
    await expectAnswer(subscriptionDetailsSchema, '/api/billing/checkout/complete', {
      method: 'POST',
      body: { sessionId },
      cookie,
    });
    await expectAnswer(subscriptionDetailsSchema, '/api/billing/refresh', {
      method: 'POST',
      cookie,
    });
    await expectAnswer(portalResultSchema, '/api/billing/portal', { method: 'POST', cookie });
    await expectAnswer(cancelResultSchema, '/api/billing/cancel', { method: 'POST', cookie });
  });

  it('an e-mail change: asked, then confirmed', async () => {
    const mover = await ctx.createHost();
    const newEmail = uniqueEmail('moved');
    await expectAnswer(emailChangeRequestedSchema, '/api/me', {
      method: 'PATCH',
      body: { email: newEmail, currentPassword: mover.password },
      cookie: mover.cookie,
    });
    const token = await emailChangeTokenFor(ctx, newEmail, mover.id);
    await expectAnswer(emailChangedSchema, '/api/email-change/confirm', {
      method: 'POST',
      body: { token },
      cookie: mover.cookie,
    });
  });
});

describe('the answers an admin reads', () => {
  it('dashboard, backups and billing tools', async () => {
    const cookie = admin.cookie;
    await expectAnswer(adminStatsSchema, '/api/admin/stats', { cookie });
    await expectAnswer(backupRunSchema, '/api/admin/backups', { method: 'POST', cookie });
    await expectAnswer(backupLogSchema, '/api/admin/backups', { cookie });
    await expectAnswer(webhookInfoSchema, '/api/admin/billing/webhook-info', { cookie });
    await expectAnswer(webhookTestResultSchema, '/api/admin/billing/webhook-test', {
      method: 'POST',
      cookie,
    });
    await expectAnswer(syncResultSchema, '/api/admin/sync', { method: 'POST', cookie });
  });

  it('categories: list, add, rename, delete', async () => {
    const cookie = admin.cookie;
    const created = await expectAnswer(
      categorySchema,
      '/api/admin/categories',
      { method: 'POST', body: { name: `History ${Date.now()}` }, cookie },
      201,
    );
    await expectAnswer(z.array(categorySchema), '/api/admin/categories', { cookie });
    const path = `/api/admin/categories/${created.id}`;
    await expectAnswer(okMessageSchema, path, {
      method: 'PATCH',
      body: { name: `Ancient History ${Date.now()}` },
      cookie,
    });
    await expectAnswer(deletedCategorySchema, path, { method: 'DELETE', cookie });
  });

  it('questions: the pool, add, edit, duplicates, bulk upload, delete', async () => {
    const cookie = admin.cookie;
    const question = {
      questionText: 'What is the capital of Peru?',
      correctAnswer: 'Lima',
      category: '',
      categoryId,
      difficulty: 'easy',
    };
    const created = await expectAnswer(
      createdQuestionSchema,
      '/api/admin/questions',
      { method: 'POST', body: question, cookie },
      201,
    );
    const page = await expectAnswer(questionPageSchema, '/api/admin/questions?page=1', { cookie });
    expect(page.items.length).toBeGreaterThan(0);
    const path = `/api/admin/questions/${created.question.id}`;
    await expectAnswer(adminQuestionSchema, path, {
      method: 'PATCH',
      body: {
        kind: 'multiple_choice',
        questionText: 'What is the capital city of Peru?',
        correctAnswer: 'Lima',
        multipleChoiceOptions: ['Quito', 'Lima', 'Bogotá', 'La Paz'],
        answerVariants: ['Ciudad de los Reyes'],
        categoryId,
        difficulty: 'medium',
        status: 'approved',
      },
      cookie,
    });
    await expectAnswer(duplicateReportSchema, '/api/admin/questions/duplicates', { cookie });
    const [other] = await seedQuestions(ctx, 1, { categoryId });
    await expectAnswer(questionBulkActionResultSchema, '/api/admin/questions/bulk-action', {
      method: 'POST',
      body: { action: 'reject', ids: [other.id] },
      cookie,
    });
    // The smallest valid PNG (1x1): an upload answers where the picture is.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await ctx.app.request('/api/admin/pictures', {
      method: 'POST',
      headers: {
        origin: ctx.deps.config.baseUrl,
        'content-type': 'image/png',
        'content-length': String(png.byteLength),
        cookie,
      },
      body: png,
    });
    const uploaded = await res.json();
    expect(res.status).toBe(201);
    expect(uploadedPictureSchema.parse(uploaded)).toEqual(uploaded);
    const bulk = {
      format: 'csv',
      delimiter: 'semicolon',
      text: 'Question;Answer;Category;Difficulty\nWhat is 2+2?;4;Maths;easy\n',
    };
    await expectAnswer(bulkPreviewSchema, '/api/admin/questions/bulk/preview', {
      method: 'POST',
      body: bulk,
      cookie,
    });
    await expectAnswer(
      bulkUploadResultSchema,
      '/api/admin/questions/bulk',
      { method: 'POST', body: bulk, cookie },
      201,
    );
    await expectAnswer(okMessageSchema, path, { method: 'DELETE', cookie });
  });

  it('flags: the queue, keep, remove, approve with edits', async () => {
    const flagger = await ctx.createHost();
    const [first, second, third] = await seedQuestions(ctx, 3, { categoryId });
    for (const question of [first, second, third]) {
      await ctx.request(`/api/questions/${question.id}/flags`, {
        method: 'POST',
        body: { reason: 'incorrect_answer' },
        cookie: flagger.cookie,
      });
    }
    const cookie = admin.cookie;
    const flags = await expectAnswer(z.array(pendingFlagSchema), '/api/admin/flags', { cookie });
    const flagOf = (questionId: string) => flags.find((f) => f.question?.id === questionId)?.id;
    await expectAnswer(messageSchema, `/api/admin/flags/${flagOf(first.id)}/keep`, {
      method: 'POST',
      cookie,
    });
    await expectAnswer(messageSchema, `/api/admin/flags/${flagOf(second.id)}/remove`, {
      method: 'POST',
      cookie,
    });
    await expectAnswer(messageSchema, `/api/admin/flags/${flagOf(third.id)}/approve-edit`, {
      method: 'POST',
      body: {
        kind: 'true_false',
        questionText: 'Edited?',
        correctAnswer: 'True',
        categoryId,
        difficulty: 'hard',
      },
      cookie,
    });
  });

  it('submissions: the queue, keep, remove, approve with edits', async () => {
    const submitter = await ctx.createHost();
    for (const questionText of ['Submitted one?', 'Submitted two?', 'Submitted three?']) {
      await ctx.request('/api/submissions', {
        method: 'POST',
        body: { questionText, correctAnswer: 'Yes', categoryId },
        cookie: submitter.cookie,
      });
    }
    const cookie = admin.cookie;
    const pending = await expectAnswer(z.array(pendingSubmissionSchema), '/api/admin/submissions', {
      cookie,
    });
    const [first, second, third] = pending.map((s) => s.id);
    await expectAnswer(approvedSubmissionSchema, `/api/admin/submissions/${first}/keep`, {
      method: 'POST',
      cookie,
    });
    await expectAnswer(okMessageSchema, `/api/admin/submissions/${second}/remove`, {
      method: 'POST',
      cookie,
    });
    await expectAnswer(approvedSubmissionSchema, `/api/admin/submissions/${third}/approve-edit`, {
      method: 'POST',
      body: {
        kind: 'open',
        questionText: 'Edited?',
        correctAnswer: 'Yes',
        answerVariants: ['Yeah'],
        categoryId,
        difficulty: 'easy',
      },
      cookie,
    });
  });

  it('tie-breakers: the pool, add, edit, delete', async () => {
    const cookie = admin.cookie;
    const created = await expectAnswer(
      adminTiebreakerSchema,
      '/api/admin/tiebreakers',
      {
        method: 'POST',
        body: { questionText: 'How many stairs?', answerOptions: ['1665'] },
        cookie,
      },
      201,
    );
    await expectAnswer(tiebreakerPageSchema, '/api/admin/tiebreakers?page=1&pageSize=50', {
      cookie,
    });
    const path = `/api/admin/tiebreakers/${created.id}`;
    await expectAnswer(adminTiebreakerSchema, path, {
      method: 'PATCH',
      body: { questionText: 'How many steps?', answerOptions: ['1665'], isActive: false },
      cookie,
    });
    await expectAnswer(okSchema, path, { method: 'DELETE', cookie });
  });

  it('users: list, add, edit, reset a password, suspend, audit, subscribers', async () => {
    const cookie = admin.cookie;
    const created = await expectAnswer(
      createdUserSchema,
      '/api/admin/users',
      { method: 'POST', body: { email: uniqueEmail('added'), role: 'host' }, cookie },
      201,
    );
    const path = `/api/admin/users/${created.user.id}`;
    await expectAnswer(userPageSchema, '/api/admin/users?page=1', { cookie });
    await expectAnswer(userResultSchema, path, {
      method: 'PATCH',
      body: { subscriptionStatus: 'active' },
      cookie,
    });
    await expectAnswer(resetPasswordResultSchema, `${path}/reset-password`, {
      method: 'POST',
      body: { newPassword: 'a-new-password' },
      cookie,
    });
    await expectAnswer(userResultSchema, `${path}/suspend`, { method: 'POST', cookie });
    await expectAnswer(auditPageSchema, '/api/admin/audit?page=1&pageSize=20', { cookie });
    await expectAnswer(subscriberPageSchema, '/api/admin/subscriptions?page=1&pageSize=25', {
      cookie,
    });
  });

  it('impersonation: start and stop', async () => {
    const target = await ctx.createHost();
    const res = await ctx.request(`/api/admin/users/${target.id}/impersonate`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(impersonationStartedSchema.parse(body)).toEqual(body);
    await expectAnswer(impersonationStoppedSchema, '/api/impersonation/stop', {
      method: 'POST',
      cookie: applyCookies(admin.cookie, res),
    });
  });
});
