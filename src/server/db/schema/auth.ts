import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Better Auth's tables (user, session, account, verification, rateLimit) with the
// admin plugin's fields. The user row also carries the spec's profile fields.

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    role: text('role').notNull().default('host'),
    // Role admin copied from ADMIN_EMAILS / ADMIN_EMAIL_DOMAINS for a verified address (Better
    // Auth's admin plugin reads the stored role), never taken for a grant by hand: it goes
    // when the address leaves the list or changes (src/core/access.ts isAdmin).
    adminByEmailRule: boolean('admin_by_email_rule').notNull().default(false),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    subscriptionStatus: text('subscription_status').notNull().default('trial'),
    subscriptionTier: text('subscription_tier').default('basic'),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    // Set by an admin's suspension; while set, billing keeps the status 'expired'.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    // The profile's counts, kept by triggers on used_questions and tiebreaker_usage (migration
    // 0005): counting a heavy host's 50,000 rows on every /api/me took 37 ms on PGlite.
    usedQuestionsCount: integer('used_questions_count').notNull().default(0),
    usedTiebreakersCount: integer('used_tiebreakers_count').notNull().default(0),
  },
  (t) => [
    index('user_role_idx').on(t.role),
    index('user_status_idx').on(t.subscriptionStatus),
    // The admin user list: newest first (a backward scan), and e-mail search anywhere in
    // the address (ILIKE '%...%' at 100k users: 150-420 ms scanning, 1-15 ms with trigrams).
    index('user_created_idx').on(t.createdAt, t.id),
    index('user_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
