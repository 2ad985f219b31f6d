import { randomBytes, randomUUID } from 'node:crypto';
import type { TestContext, TestUser } from './harness';

/*
 * The authorization matrix: the status every /api route answers to each kind of caller.
 * src/server/authz-matrix.test.ts reads the routes from the app itself (app.routes) and
 * fails for a route that has no row here, and for a row whose route no longer exists.
 *
 * HOW TO ADD A ROW (one per route, whenever you add a route):
 *
 *   'POST /api/teams/:id/score': {
 *     signedOut: 401, expiredHost: 403, host: 404, admin: 404,
 *     body: { delta: 10 },
 *   },
 *
 * - The key is 'METHOD /full/path' exactly as Hono registers it: the mount path plus the
 *   router's path, params as `:name`, no trailing slash (the failing test prints it).
 * - The callers: signedOut (no cookie), expiredHost (host with status expired: no access),
 *   host (host on a current trial: has access), admin (role admin).
 * - Every `:param` is filled with a random UUID that matches no row, so a route that gets
 *   past its guard usually answers 404 for it: write what the route answers, e.g. 404.
 * - Give a route that reads a body a VALID sample `body`, so the status shows the guard and
 *   not the validation. `body` may be a function of the caller when it must be unique.
 * - The callers are shared by every row, and the bank holds a category, approved
 *   questions and tie-breakers (the test's beforeAll). Rows run in route order: a row must
 *   not change what another row sees (use placeholders, never the callers' own ids).
 * - Usual shapes: public 200/200/200/200; signed-in 401/200/200/200; host features
 *   (requireAccess) 401/403/2xx/2xx; admin (requireAdmin) 401/403/403/2xx.
 */

export type CallerKind = 'signedOut' | 'expiredHost' | 'host' | 'admin';

export interface Caller {
  kind: CallerKind;
  /** undefined when signed out */
  user?: TestUser;
  ctx: TestContext;
  /** A category the test seeded, for bodies that need a real one. */
  categoryId: string;
}

export interface AuthzRow extends Record<CallerKind, number> {
  body?: unknown | ((caller: Caller) => unknown);
  headers?: Record<string, string>;
}

export const CALLER_KINDS: readonly CallerKind[] = ['signedOut', 'expiredHost', 'host', 'admin'];

const uniqueEmail = () => `authz-${randomBytes(6).toString('hex')}@example.com`;
const uuid = () => randomUUID();

const PUBLIC = { signedOut: 200, expiredHost: 200, host: 200, admin: 200 };
const SIGNED_IN = { signedOut: 401, expiredHost: 200, host: 200, admin: 200 };

const HOST_FEATURE = { signedOut: 401, expiredHost: 403, host: 200, admin: 200 };
const ADMIN_ONLY = { signedOut: 401, expiredHost: 403, host: 403, admin: 200 };
/** Host features and admin routes given a placeholder id: past the guard, nothing is found. */
const HOST_FEATURE_MISSING = { ...HOST_FEATURE, host: 404, admin: 404 };
const ADMIN_MISSING = { ...ADMIN_ONLY, admin: 404 };

/** The category the test seeds; `Caller.categoryId` is its id. */
export const AUTHZ_CATEGORY_NAME = 'Authz General';

const bulkUpload = () => ({
  format: 'json',
  text: JSON.stringify([
    {
      question: `Authz bulk question ${randomBytes(4).toString('hex')}?`,
      answer: 'Yes',
      category: AUTHZ_CATEGORY_NAME,
      difficulty: 'easy',
    },
  ]),
});

const questionEdit = () => ({
  kind: 'open',
  questionText: 'Which planet is largest?',
  correctAnswer: 'Jupiter',
  categoryId: null,
  difficulty: 'medium',
});

export const AUTHZ_MATRIX: Record<string, AuthzRow> = {
  'GET /api/health': PUBLIC,
  'GET /api/health/live': PUBLIC,
  'GET /api/site': PUBLIC,
  'GET /api/categories': PUBLIC,

  'GET /api/me': SIGNED_IN,
  'PATCH /api/me': {
    ...SIGNED_IN,
    body: (caller: Caller) => ({ email: uniqueEmail(), currentPassword: caller.user?.password }),
  },
  // The token is the proof, not a session: a made-up one is refused alike for everyone.
  'POST /api/email-change/confirm': {
    signedOut: 400,
    expiredHost: 400,
    host: 400,
    admin: 400,
    body: { token: `${randomUUID()}.made-up-secret` },
  },

  // Host features (requireAccess)
  'POST /api/rounds': { ...HOST_FEATURE, body: {} },
  // The row above pulled a round: a placeholder id is not in it, so the start is refused.
  'POST /api/rounds/start': {
    ...HOST_FEATURE,
    host: 409,
    admin: 409,
    body: () => ({ questionIds: [uuid()] }),
  },
  'GET /api/rounds/setup': HOST_FEATURE,
  // A placeholder id is not in the pulled round.
  'POST /api/rounds/replace': { ...HOST_FEATURE_MISSING, body: () => ({ questionId: uuid() }) },
  'GET /api/games/current': HOST_FEATURE,
  'DELETE /api/games/current': HOST_FEATURE,
  'PATCH /api/games/current/questions/:id': {
    ...HOST_FEATURE_MISSING,
    body: { optionsHidden: true },
  },
  'GET /api/tiebreakers/current': HOST_FEATURE,
  'POST /api/tiebreakers/next': { ...HOST_FEATURE, body: {} },
  // Guesses are kept only for a closest-number question in use: the callers have none.
  'PUT /api/tiebreakers/current/guesses': {
    ...HOST_FEATURE,
    host: 409,
    admin: 409,
    body: { guesses: [{ team: 'Quizzly Bears', guess: 88 }] },
  },
  'POST /api/tiebreakers/:id/use': HOST_FEATURE_MISSING,
  'GET /api/teams': HOST_FEATURE,
  'POST /api/teams': { ...HOST_FEATURE, host: 201, admin: 201, body: { name: 'Quizzly Bears' } },
  'PATCH /api/teams/:id/score': { ...HOST_FEATURE_MISSING, body: { delta: 10 } },
  'DELETE /api/teams/:id': HOST_FEATURE_MISSING,
  'POST /api/questions/:id/flags': { ...HOST_FEATURE_MISSING, body: { reason: 'other' } },
  'POST /api/submissions': {
    ...HOST_FEATURE,
    host: 201,
    admin: 201,
    body: (caller: Caller) => ({
      questionText: 'What is the capital of Australia?',
      correctAnswer: 'Canberra',
      categoryId: caller.categoryId,
      difficulty: 'easy',
    }),
  },

  // Billing: sign-in only (an expired host must be able to pay). Local provider here: a
  // checkout only hands out a token, so no caller's access changes; completing needs a
  // real token, so a placeholder is not found; nobody has a subscription to manage.
  'GET /api/billing/subscription': SIGNED_IN,
  'POST /api/billing/checkout': { ...SIGNED_IN, admin: 409, body: { plan: 'monthly' } },
  'POST /api/billing/checkout/complete': {
    ...SIGNED_IN,
    expiredHost: 404,
    host: 404,
    admin: 404,
    body: { sessionId: 'lcs_authz_placeholder' },
  },
  'POST /api/billing/portal': { ...SIGNED_IN, expiredHost: 404, host: 404, admin: 404 },
  'POST /api/billing/cancel': { ...SIGNED_IN, expiredHost: 404, host: 404, admin: 404 },
  'POST /api/billing/refresh': SIGNED_IN,
  // Stripe's webhook: no session, a signature instead (none here, so always refused).
  'GET /api/billing/webhook': PUBLIC,
  'POST /api/billing/webhook': { signedOut: 400, expiredHost: 400, host: 400, admin: 400 },

  // Admin (requireAdmin on /api/admin/*)
  'POST /api/admin/sync': ADMIN_ONLY,
  'GET /api/admin/billing/webhook-info': ADMIN_ONLY,
  // Posts to BASE_URL's webhook and reports what it found (an error when nothing listens).
  'POST /api/admin/billing/webhook-test': ADMIN_ONLY,
  'GET /api/admin/stats': ADMIN_ONLY,
  // An event stream: the test reads only the status (the stream ends when its database goes).
  'GET /api/admin/stats/stream': ADMIN_ONLY,
  'GET /api/admin/backups': ADMIN_ONLY,
  // Runs a real backup into the test's own DATA_DIR/backups.
  'POST /api/admin/backups': ADMIN_ONLY,
  // The matrix's JSON body is no picture: past the guard, the type check refuses it (the
  // upload itself is tested in features/pictures/pictures.test.ts).
  'POST /api/admin/pictures': { ...ADMIN_ONLY, admin: 415 },
  // Public (the big screen shows pictures without signing in); a placeholder id is a 404.
  'GET /api/pictures/:id': { signedOut: 404, expiredHost: 404, host: 404, admin: 404 },
  'GET /api/admin/questions': ADMIN_ONLY,
  'POST /api/admin/questions': { ...ADMIN_ONLY, admin: 201, body: questionEdit },
  'GET /api/admin/questions/duplicates': ADMIN_ONLY,
  // Placeholder ids match no question: ignored, nothing changes (200, 0 changed).
  'POST /api/admin/questions/bulk-action': {
    ...ADMIN_ONLY,
    body: () => ({ action: 'approve', ids: [uuid()] }),
  },
  'POST /api/admin/questions/bulk/preview': {
    ...ADMIN_ONLY,
    body: bulkUpload,
  },
  'POST /api/admin/questions/bulk': {
    ...ADMIN_ONLY,
    admin: 201,
    body: bulkUpload,
  },
  'PATCH /api/admin/questions/:id': {
    ...ADMIN_MISSING,
    body: () => ({ ...questionEdit(), status: 'approved', multipleChoiceOptions: null }),
  },
  'DELETE /api/admin/questions/:id': ADMIN_MISSING,
  'GET /api/admin/categories': ADMIN_ONLY,
  'POST /api/admin/categories': {
    ...ADMIN_ONLY,
    admin: 201,
    body: () => ({ name: `Authz ${randomBytes(4).toString('hex')}` }),
  },
  'PATCH /api/admin/categories/:id': {
    ...ADMIN_MISSING,
    body: () => ({ name: `Authz ${randomBytes(4).toString('hex')}` }),
  },
  'DELETE /api/admin/categories/:id': ADMIN_MISSING,
  'GET /api/admin/submissions': ADMIN_ONLY,
  'POST /api/admin/submissions/:id/keep': ADMIN_MISSING,
  'POST /api/admin/submissions/:id/approve-edit': { ...ADMIN_MISSING, body: questionEdit },
  'POST /api/admin/submissions/:id/remove': ADMIN_MISSING,
  'GET /api/admin/flags': ADMIN_ONLY,
  'POST /api/admin/flags/:id/keep': ADMIN_MISSING,
  'POST /api/admin/flags/:id/remove': ADMIN_MISSING,
  'POST /api/admin/flags/:id/approve-edit': { ...ADMIN_MISSING, body: questionEdit },
  'GET /api/admin/tiebreakers': ADMIN_ONLY,
  'POST /api/admin/tiebreakers': {
    ...ADMIN_ONLY,
    admin: 201,
    body: { questionText: 'How many keys on a piano?', answerOptions: ['88'] },
  },
  'PATCH /api/admin/tiebreakers/:id': {
    ...ADMIN_MISSING,
    body: { questionText: 'How many keys on a piano?', answerOptions: ['88'] },
  },
  'DELETE /api/admin/tiebreakers/:id': ADMIN_MISSING,

  // User management (features/users). A new user each time; the ids are placeholders.
  'GET /api/admin/users': ADMIN_ONLY,
  'POST /api/admin/users': {
    ...ADMIN_ONLY,
    admin: 201,
    body: () => ({ email: uniqueEmail(), role: 'host', subscriptionStatus: 'trial' }),
  },
  'PATCH /api/admin/users/:id': { ...ADMIN_MISSING, body: { subscriptionStatus: 'active' } },
  'POST /api/admin/users/:id/reset-password': {
    ...ADMIN_MISSING,
    body: { newPassword: 'authz-password' },
  },
  'POST /api/admin/users/:id/suspend': ADMIN_MISSING,
  'POST /api/admin/users/:id/revoke-sessions': ADMIN_MISSING,
  'POST /api/admin/users/:id/impersonate': ADMIN_MISSING,
  'GET /api/admin/audit': ADMIN_ONLY,
  'GET /api/admin/subscriptions': ADMIN_ONLY,
  // Sign-in only (the impersonated session is a host's); none of the callers impersonates.
  'POST /api/impersonation/stop': { signedOut: 401, expiredHost: 400, host: 400, admin: 400 },
};
