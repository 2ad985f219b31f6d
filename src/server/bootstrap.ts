import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './adapters/mail';
import { createAuth } from './auth/auth';
import { accessListsOf } from './auth/guards';
import type { Config } from './config';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { user } from './db/schema';
import { LiveStatsHub } from './features/stats/live-hub';
import type { Deps } from './http/types';

// Better Auth refuses addresses without a dotted domain, so not admin@localhost
// (docs/decisions/0001-default-admin-is-admin-trivia-local.md).
export const DEFAULT_ADMIN_EMAIL = 'admin@trivia.local';

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    sqlTrace: config.sqlTrace,
  });
}

export function createDeps(config: Config, database: Database, mailer?: Mailer): Deps {
  const chosenMailer =
    mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(database));
  return {
    config,
    database,
    mailer: chosenMailer,
    auth: createAuth(config, database, chosenMailer),
    liveStats: new LiveStatsHub(database, config.databaseUrl, accessListsOf(config)),
  };
}

export async function prepareDatabase(database: Database): Promise<void> {
  await migrateDatabase(database);
}

/** The operator named this admin: a grant by hand, on an address taken as verified. */
const CONFIGURED_ADMIN_PROFILE = {
  role: 'admin',
  adminByEmailRule: false,
  emailVerified: true,
  subscriptionStatus: 'active',
  subscriptionTier: 'admin',
  subscriptionEndDate: null,
} as const;

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create that admin when missing. With neither set on the
 * embedded default, DEFAULT_ADMIN_EMAIL gets a random password, printed once.
 */
export async function ensureAdmin(
  deps: Deps,
): Promise<{ email: string; password?: string } | null> {
  const { config, database, auth } = deps;
  let email = config.adminEmail?.toLowerCase();
  let password = config.adminPassword;
  let isGenerated = false;
  if (!email && !password) {
    if (config.databaseUrl) return null;
    email = DEFAULT_ADMIN_EMAIL;
    password = randomBytes(9).toString('base64url');
    isGenerated = true;
  }
  if (!email || !password) {
    console.warn('[admin] set both ADMIN_EMAIL and ADMIN_PASSWORD to create an admin at start');
    return null;
  }
  const [existing] = await database.db.select().from(user).where(eq(user.email, email));
  if (existing) {
    if (existing.role !== 'admin' || existing.adminByEmailRule || !existing.emailVerified) {
      await database.db.update(user).set(CONFIGURED_ADMIN_PROFILE).where(eq(user.id, existing.id));
    }
    return { email };
  }
  // Better Auth's sign-up hashes the password; the admin needs no browser, so no Origin.
  try {
    await auth.api.signUpEmail({ body: { email, password, name: email } });
  } catch (error) {
    // Server copies starting together on one database: another copy made the admin first.
    const [made] = await database.db.select().from(user).where(eq(user.email, email));
    if (!made) throw error;
    isGenerated = false;
  }
  await database.db.update(user).set(CONFIGURED_ADMIN_PROFILE).where(eq(user.email, email));
  if (isGenerated) {
    console.log(
      `\n  Admin account created: ${email}\n  Password: ${password}\n  (shown once; sign in and change it on your profile)\n`,
    );
  }
  return { email, password: isGenerated ? password : undefined };
}
