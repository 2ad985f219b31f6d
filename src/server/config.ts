import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { SqlTrace } from './db/client';

// The only module that reads process.env. Parsed once; every bad field is listed.

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optional.pipe(z.string().url('DATABASE_URL must be a postgres:// URL').optional()),
  DATA_DIR: z.string().default('./data'),
  BASE_URL: optional.pipe(z.string().url().optional()),
  AUTH_SECRET: optional.pipe(
    z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  ADMIN_EMAILS: list,
  ADMIN_EMAIL_DOMAINS: list,
  DEMO_HOST_EMAILS: list,
  TRUSTED_ORIGINS: list,
  // How many proxies in front append to X-Forwarded-For: the client is that many from its end.
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || /^(true|false|\d{0,2})$/.test(v.trim()),
      'TRUST_PROXY must be false, true (one proxy) or the number of proxies in front (a whole number)',
    )
    .transform((v) => {
      const value = v?.trim() ?? '';
      if (value === 'true') return 1;
      return value === 'false' || value === '' ? 0 : Number(value);
    }),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW: z.coerce.number().int().min(1).default(60),
  STRIPE_SECRET_KEY: optional,
  // The local billing provider (every plan activates without payment) on a public BASE_URL.
  LOCAL_BILLING: z.enum(['true', 'false', '']).optional(),
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_MONTHLY: optional,
  STRIPE_PRICE_ANNUAL: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_PRICING_TABLE_ID: optional,
  // Tests and development only: points the Stripe SDK at a local fake of Stripe's API.
  STRIPE_API_URL: optional.pipe(z.string().url('STRIPE_API_URL must be a URL').optional()),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Trivia Host <no-reply@localhost>'),
  SENTRY_DSN: optional,
  DEMO_VIDEO_URL: optional.pipe(z.string().url('DEMO_VIDEO_URL must be a URL').optional()),
  BACKUP_DIR: optional,
  BACKUP_KEEP: z.coerce.number().int().min(1, 'BACKUP_KEEP must be at least 1').default(14),
  // PostgreSQL backups run this pg_dump (its major version must be at least the server's).
  PG_DUMP_PATH: z.string().default('pg_dump'),
  SEED: z.enum(['true', 'false']).default('true'),
  // How long after start a server catches up on a daily job it missed (tests shorten it).
  JOBS_CATCH_UP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  // Tests only: LOG_SQL prints the start of every SQL statement; PAUSE_BEFORE_SQL also stops the
  // process for a minute before it sends the first statement starting with that text (it is
  // printed first), so a fault test can kill it inside a request's transaction.
  LOG_SQL: z.enum(['true', 'false', '']).optional(),
  PAUSE_BEFORE_SQL: optional,
});

export interface Config {
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  baseUrl: string;
  authSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminEmails: string[];
  adminEmailDomains: string[];
  demoHostEmails: string[];
  trustedOrigins: string[];
  /** Proxies in front that append to X-Forwarded-For (0: clients connect directly). */
  trustProxy: number;
  authRateLimit: { max: number; window: number };
  stripe: {
    secretKey?: string;
    webhookSecret?: string;
    priceMonthly?: string;
    priceAnnual?: string;
    publishableKey?: string;
    pricingTableId?: string;
    apiUrl?: string;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  sentryDsn: string | undefined;
  demoVideoUrl: string | undefined;
  backupDir: string;
  /** How many backup files to keep in backupDir (the newest). */
  backupKeep: number;
  pgDumpPath: string;
  seed: boolean;
  /** Overrides the daily jobs' catch-up delay after start (each job has its default). */
  jobsCatchUpDelayMs?: number;
  /** LOG_SQL and PAUSE_BEFORE_SQL (tests only). */
  sqlTrace?: SqlTrace;
}

export class ConfigError extends Error {}

/** A BASE_URL only this machine reaches: localhost, *.localhost, 127.0.0.0/8 or [::1]. */
function isLocalUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** A secret kept in DATA_DIR, so sessions survive a restart without any setup. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // The local provider activates any plan unpaid: never by accident where anyone reaches it.
  if (!e.STRIPE_SECRET_KEY && e.LOCAL_BILLING !== 'true' && !isLocalUrl(baseUrl)) {
    throw new ConfigError(
      `BASE_URL is public (${baseUrl}) but STRIPE_SECRET_KEY is not set: any host could activate a paid plan without paying. Set the Stripe keys, or LOCAL_BILLING=true to run the local billing provider on purpose.`,
    );
  }
  return {
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    baseUrl,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    adminEmails: e.ADMIN_EMAILS,
    adminEmailDomains: e.ADMIN_EMAIL_DOMAINS,
    demoHostEmails: e.DEMO_HOST_EMAILS,
    trustedOrigins: e.TRUSTED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, window: e.AUTH_RATE_LIMIT_WINDOW },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      priceMonthly: e.STRIPE_PRICE_MONTHLY,
      priceAnnual: e.STRIPE_PRICE_ANNUAL,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      pricingTableId: e.STRIPE_PRICING_TABLE_ID,
      apiUrl: e.STRIPE_API_URL,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sentryDsn: e.SENTRY_DSN,
    demoVideoUrl: e.DEMO_VIDEO_URL,
    backupDir: resolve(e.BACKUP_DIR ?? join(dataDir, 'backups')),
    backupKeep: e.BACKUP_KEEP,
    pgDumpPath: e.PG_DUMP_PATH,
    seed: e.SEED === 'true',
    jobsCatchUpDelayMs: e.JOBS_CATCH_UP_DELAY_MS,
    sqlTrace:
      e.LOG_SQL === 'true' || e.PAUSE_BEFORE_SQL ? { pauseBefore: e.PAUSE_BEFORE_SQL } : undefined,
  };
}
