import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './e2e/env';

// E2E runs the built app twice: on PostgreSQL (every spec; fixtures reach its database to
// set up users and move time) and on the embedded PGlite default (the @smoke specs).
export default defineConfig({
  testDir: 'e2e',
  // Per port base, so two runs on one machine do not clear each other's artifacts.
  outputDir: `test-results/e2e-${E2E_PORTS.postgres - 1}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'postgres', use: { baseURL: `http://localhost:${E2E_PORTS.postgres}` } },
    { name: 'pglite', grep: /@smoke/, use: { baseURL: `http://localhost:${E2E_PORTS.pglite}` } },
  ],
  webServer: [
    {
      command: `node scripts/e2e-server.mjs postgres ${E2E_PORTS.postgres}`,
      url: `http://localhost:${E2E_PORTS.postgres}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `node scripts/e2e-server.mjs pglite ${E2E_PORTS.pglite}`,
      url: `http://localhost:${E2E_PORTS.pglite}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
