import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { defaultProfileFor } from '../../core/access';
import { MIN_PASSWORD_LENGTH } from '../../core/auth-forms';
import type { Mailer } from '../adapters/mail';
import type { Config } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

/** The header the server copies the client's address into, so rate limits are per client. */
export const CLIENT_IP_HEADER = 'x-trivia-client-ip';

export function createAuth(config: Config, database: Database, mailer: Mailer) {
  const lists = {
    adminEmails: config.adminEmails,
    adminEmailDomains: config.adminEmailDomains,
    demoHostEmails: config.demoHostEmails,
  };
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
      // A password change ends the user's other sessions whatever the client asks (DESIGN.md).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        // Only the flag: Better Auth merges it into the body (copying the body would have it
        // deep-merge whatever a client sent, and a body nested 50,000 deep overflows that).
        return { context: { body: { revokeOtherSessions: true } } };
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
            const profile = defaultProfileFor(newUser.email, lists);
            return { data: { ...newUser, ...profile, email: newUser.email.trim().toLowerCase() } };
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
