import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { defaultProfile, normalizeEmail } from '../../core/access';
import { MIN_PASSWORD_LENGTH } from '../../core/auth-forms';
import type { Mailer } from '../adapters/mail';
import type { Config } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { accountLockedFor, clearAccountFailures, countAccountFailure, mayMail } from './throttle';

/** The header the server copies the client's address into, so rate limits are per client. */
export const CLIENT_IP_HEADER = 'x-trivia-client-ip';

/** Where the link in the verification e-mail lands after Better Auth has checked it. */
export const EMAIL_VERIFIED_PATH = '/email-verified';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account whose password a sign-in or a password change checks, by its e-mail. */
async function passwordCheckedAccountOf(ctx: HookContext): Promise<string | null> {
  if (ctx.path === '/sign-in/email') {
    return typeof ctx.body?.email === 'string' ? normalizeEmail(ctx.body.email) : null;
  }
  if (ctx.path === '/change-password') {
    const current = await getSessionFromCtx(ctx);
    return current ? normalizeEmail(current.user.email) : null;
  }
  return null;
}

export function createAuth(config: Config, database: Database, mailer: Mailer) {
  const { max, window } = config.authRateLimit;
  return betterAuth({
    appName: 'Trivia Host',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl, 'http://localhost:5173', ...config.trustedOrigins],
    database: drizzleAdapter(database.db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        if (!(await mayMail(database, 'reset', user.email))) return;
        // An account an admin added (features/users) asks for the same link with a marker.
        const callback = new URL(url).searchParams.get('callbackURL') ?? '';
        if (callback.includes('welcome=1')) {
          await mailer.send({
            to: user.email,
            subject: 'Your Trivia Host account is ready',
            text: `An administrator created a Trivia Host account for ${user.email}.\n\nChoose your password here (the link works once, for one hour):\n${url}\n\nIf the link has expired, use "Forgot password?" on the sign-in page to get a new one.`,
          });
          return;
        }
        await mailer.send({
          to: user.email,
          subject: 'Reset your Trivia Host password',
          text: `Someone asked to reset the password of your Trivia Host account.\n\nSet a new password here (the link works once, for one hour):\n${url}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
        });
      },
      // The reset link reached the mailbox: the address is proven as a verification link proves it.
      // The owner is back in: the account's sign-in failures are forgotten.
      async onPasswordReset({ user }) {
        await database.db
          .update(schema.user)
          .set({ emailVerified: true })
          .where(eq(schema.user.id, user.id));
        await clearAccountFailures(database, user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, token }, request) {
        // No request: the server signed its configured admin up itself (verified, bootstrap.ts).
        if (!request) return;
        if (!(await mayMail(database, 'verify', user.email))) return;
        // Our own landing page whatever callback the client asked for.
        const url = `${config.baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(EMAIL_VERIFIED_PATH)}`;
        await mailer.send({
          to: user.email,
          subject: 'Confirm your Trivia Host e-mail address',
          text: `Please confirm that ${user.email} is your e-mail address for Trivia Host.\n\nConfirm it here (the link works for 24 hours):\n${url}\n\nIf you did not sign up for Trivia Host, ignore this e-mail.`,
        });
      },
    },
    user: {
      additionalFields: {
        subscriptionStatus: {
          type: 'string',
          required: false,
          input: false,
          defaultValue: 'trial',
        },
        subscriptionTier: { type: 'string', required: false, input: false, defaultValue: 'basic' },
        subscriptionEndDate: { type: 'date', required: false, input: false },
        lastSignInAt: { type: 'date', required: false, input: false },
        // Read with the session too, so the guard has the whole row from getSession's own read.
        adminByEmailRule: { type: 'boolean', required: false, input: false, defaultValue: false },
        suspendedAt: { type: 'date', required: false, input: false },
        usedQuestionsCount: { type: 'number', required: false, input: false, defaultValue: 0 },
        usedTiebreakersCount: { type: 'number', required: false, input: false, defaultValue: 0 },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window,
      max: max * 10,
      customRules: {
        '/sign-in/email': { window, max },
        '/sign-up/email': { window, max },
        '/change-password': { window, max },
        '/request-password-reset': { window, max },
        '/reset-password': { window, max },
        '/send-verification-email': { window, max },
      },
    },
    advanced: {
      // Better Auth skips these checks when NODE_ENV=test or TEST is set: never skip them.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Per account as well as per address: a guesser spread over many addresses, or one
        // holding a stolen session, meets 429 (src/server/auth/throttle.ts).
        const email = await passwordCheckedAccountOf(ctx);
        const waitS = email ? await accountLockedFor(database, email) : null;
        if (waitS !== null) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { message: 'Too many requests. Please try again later.' },
            { 'X-Retry-After': String(waitS) },
          );
        }
        if (ctx.path !== '/change-password') return;
        // A password change ends the user's other sessions whatever the client asks
        // (docs/security.md).
        // Only the flag: Better Auth merges it into the body (copying the body would have it
        // deep-merge whatever a client sent, and a body nested 50,000 deep overflows that).
        return { context: { body: { revokeOtherSessions: true } } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        const email = await passwordCheckedAccountOf(ctx);
        if (!email) return;
        const returned = ctx.context.returned;
        const isWrongPassword =
          isAPIError(returned) && (returned.statusCode === 401 || returned.statusCode === 400);
        if (
          isWrongPassword &&
          (returned.statusCode === 401 || returned.body?.code === 'INVALID_PASSWORD')
        ) {
          await countAccountFailure(database, email);
        } else if (!isAPIError(returned)) {
          await clearAccountFailures(database, email);
        }
      }),
    },
    plugins: [
      admin({
        defaultRole: 'host',
        adminRoles: ['admin'],
        impersonationSessionDuration: 60 * 60,
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          async before(newUser) {
            const email = normalizeEmail(newUser.email);
            return { data: { ...newUser, ...defaultProfile(), email } };
          },
        },
      },
      session: {
        create: {
          async after(created) {
            if (created.impersonatedBy) return;
            await database.db
              .update(schema.user)
              .set({ lastSignInAt: new Date() })
              .where(eq(schema.user.id, created.userId));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
