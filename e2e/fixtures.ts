import { randomBytes } from 'node:crypto';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import pg from 'pg';
import { E2E_ADMIN, E2E_DATABASE_URL } from './env';

export { expect };

/** Runs SQL on the postgres e2e server's database (users, time travel). */
export async function sql<T = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export function uniqueEmail(prefix = 'host'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface E2EUser {
  id: string;
  email: string;
  password: string;
}

/** Signs a new account up over HTTP; the request context's cookies become the browser's. */
export async function signUpOverApi(
  request: APIRequestContext,
  baseURL: string,
  email = uniqueEmail(),
): Promise<E2EUser> {
  const password = 'correct-horse-1';
  const res = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: email },
    headers: { Origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  return { id: body.user.id, email, password };
}

/**
 * Signs in through Better Auth's endpoint (a real session, as the login form gets); the
 * request context's cookies become the browser's. For specs that sign in only to reach a
 * page: the login form itself is tested in accounts.spec.ts and password-reset.spec.ts.
 */
export async function signInOverApi(
  request: APIRequestContext,
  baseURL: string,
  user: { email: string; password: string },
) {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** POSTs JSON with the page's session (e.g. the `admin` fixture's) and answers the body; fails unless 2xx. */
export async function adminPost<T>(
  page: Page,
  baseURL: string,
  path: string,
  data: unknown,
): Promise<T> {
  const res = await page.request.post(path, { data, headers: { Origin: baseURL } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** Fills the login form and waits to leave /login. */
export async function signInThroughUi(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

type Fixtures = {
  /** A new host on the 7-day trial, signed in in this page's browser context. */
  host: E2EUser;
  /** The seeded admin, signed in in this page's browser context. */
  admin: { email: string; password: string };
  /** A page of a new browser context signed in as `user` (another device); closed after the test. */
  signedInAs: (user: { email: string; password: string }) => Promise<Page>;
};

export const test = base.extend<Fixtures>({
  host: async ({ page, baseURL }, use) => {
    const user = await signUpOverApi(page.request, baseURL!);
    await use(user);
  },
  admin: async ({ page, baseURL }, use) => {
    await signInOverApi(page.request, baseURL!, E2E_ADMIN);
    await use(E2E_ADMIN);
  },
  signedInAs: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user) => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      await signInOverApi(context.request, baseURL!, user);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});
