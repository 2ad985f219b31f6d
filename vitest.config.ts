import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// API tests run against PGlite always, and against PostgreSQL too when TEST_DATABASE_URL
// is set (e.g. postgres://postgres@127.0.0.1:5432/test). Each project's global setup
// migrates one template per run; each test file clones it (src/server/test/harness.ts).

function project(kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    test: {
      name: kind,
      environment: 'node',
      testTimeout: 20_000,
      hookTimeout: 60_000,
      include: ['src/**/*.test.ts'],
      env: { TEST_DB_KIND: kind },
      globalSetup: ['src/server/test/global-setup.ts'],
    },
  };
}

export default defineConfig({
  test: {
    // Two cores: PGlite is WASM and CPU-bound, more workers only queue.
    maxWorkers: 2,
    projects: [project('pglite'), ...(process.env.TEST_DATABASE_URL ? [project('postgres')] : [])],
  },
});
