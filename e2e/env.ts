// Shared by playwright.config.ts, the e2e server script's callers and the fixtures.
export const E2E_PORTS = { postgres: 3901, pglite: 3902 } as const;
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-pass' } as const;
export const E2E_DEMO_HOST = 'e2e-demo@example.com';
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The database the postgres e2e server runs on, made fresh by scripts/e2e-server.mjs. */
export const E2E_DATABASE_URL = base.replace(/\/[^/?]*(\?|$)/, '/trivia_e2e$1');
