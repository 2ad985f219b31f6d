import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';

// What the server accepts at start, and what it refuses with which message.

const dataDir = mkdtempSync(join(tmpdir(), 'trivia-host-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string | undefined>) =>
  loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'config-test-secret-0123456789-abcdefghij',
    ...env,
  });

/** The ConfigError loadConfig throws for `env` (fails the test when it loads). */
function refusalOf(env: Record<string, string | undefined>): ConfigError {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  return expect.fail(`loaded ${JSON.stringify(env)}`);
}

describe('TRUST_PROXY: how many proxies in front append to X-Forwarded-For', () => {
  test.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('%s trusts %i hop(s)', (value, hops) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  test.each(['yes', 'TRUE', '-1', '1.5', 'two'])('%s is refused by name', (value) => {
    expect(refusalOf({ TRUST_PROXY: value }).message).toContain(
      'TRUST_PROXY: TRUST_PROXY must be false, true (one proxy) or the number of proxies in front (a whole number)',
    );
  });
});

describe('a public BASE_URL without Stripe', () => {
  const PUBLIC = 'https://trivia.example.com';

  test('refuses to start: any host could activate a paid plan without paying', () => {
    expect(refusalOf({ BASE_URL: PUBLIC }).message).toBe(
      'BASE_URL is public (https://trivia.example.com) but STRIPE_SECRET_KEY is not set: any host could activate a paid plan without paying. Set the Stripe keys, or LOCAL_BILLING=true to run the local billing provider on purpose.',
    );
    expect(refusalOf({ BASE_URL: 'http://10.0.0.5:3000', LOCAL_BILLING: 'false' }).message).toMatch(
      /^BASE_URL is public \(http:\/\/10\.0\.0\.5:3000\) but STRIPE_SECRET_KEY is not set/,
    );
  });

  test('starts with LOCAL_BILLING=true (the local provider on purpose)', () => {
    const config = load({ BASE_URL: PUBLIC, LOCAL_BILLING: 'true' });
    expect(config.baseUrl).toBe(PUBLIC);
    expect(config.stripe.secretKey).toBeUndefined();
  });

  test('starts with a Stripe secret key', () => {
    const config = load({ BASE_URL: PUBLIC, STRIPE_SECRET_KEY: 'sk_test_123' });
    expect(config.stripe.secretKey).toBe('sk_test_123');
  });

  test.each([
    undefined,
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'http://[::1]:3000',
    'http://trivia.localhost',
  ])('a local BASE_URL (%s) starts on local billing', (baseUrl) => {
    expect(load({ BASE_URL: baseUrl }).stripe.secretKey).toBeUndefined();
  });

  test('LOCAL_BILLING takes true or false only', () => {
    expect(refusalOf({ LOCAL_BILLING: 'yes' }).message).toMatch(
      /^Invalid configuration:\n {2}LOCAL_BILLING: /,
    );
  });
});
