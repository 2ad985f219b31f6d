import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

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
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW: z.coerce.number().int().min(1).default(60),
  STRIPE_SECRET_KEY: optional,
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
});

export type Env = z.input<typeof envSchema>;

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
  trustProxy: boolean;
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
}

export class ConfigError extends Error {}

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
  };
}
