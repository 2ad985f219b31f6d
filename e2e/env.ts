// Shared by playwright.config.ts, scripts/e2e-server.mjs and the fixtures. E2E_PORT_BASE
// lets two e2e runs share a machine: each gets its own ports and database.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3900);
export const E2E_PORTS = { postgres: portBase + 1, pglite: portBase + 2 } as const;
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-pass' } as const;
export const E2E_DEMO_HOST = 'e2e-demo@example.com';
export const E2E_DATABASE_NAME = `trivia_e2e_${portBase}`;
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The database the postgres e2e server runs on, made fresh by scripts/e2e-server.mjs. */
export const E2E_DATABASE_URL = base.replace(/\/[^/?]*(\?|$)/, `/${E2E_DATABASE_NAME}$1`);
