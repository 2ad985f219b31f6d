import { E2E_DEMO_HOST } from './env';
import { expect, signUpOverApi, sql, test } from './fixtures';

// Billing on the local provider (the e2e servers run without STRIPE_SECRET_KEY). Time moves
// through the database, never by waiting.

const longUsDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);

test('a visitor on /subscription is asked to log in and comes back after it', async ({ page }) => {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).last().click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsubscription$/);
});

test('a new host subscribes monthly, cancels, keeps access, and after the end date is sent to /subscription', async ({
  page,
  host,
}) => {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Choose Your Subscription Plan' })).toBeVisible();
  await expect(page.getByText('Test mode: no card is charged').first()).toBeVisible();

  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const card = page.getByTestId('subscription-card');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Monthly', { exact: true })).toBeVisible();
  const [{ end }] = await sql<{ end: Date }>(
    'select subscription_end_date as "end" from "user" where id = $1',
    [host.id],
  );
  const endText = longUsDate(end);
  await expect(card.getByText(endText, { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Cancel Plan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Plan' }).click();
  await expect(page.getByText('Subscription Canceled', { exact: true })).toBeVisible();
  await expect(card.getByText(`You keep access until ${endText}.`, { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel Plan' })).toBeHidden();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Host Dashboard' })).toBeVisible();

  // The period ended four days ago: past the paid plan's 3-day grace.
  await sql(
    `update billing_subscriptions set current_period_end = now() - interval '4 days' where user_id = $1`,
    [host.id],
  );
  await sql(`update "user" set subscription_end_date = now() - interval '4 days' where id = $1`, [
    host.id,
  ]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Subscription Plan' })).toBeVisible();
});

test('a new host sees the active trial and its end date on /subscription, with the way to the dashboard', async ({
  page,
  host,
}) => {
  const [{ end }] = await sql<{ end: Date }>(
    'select subscription_end_date as "end" from "user" where id = $1',
    [host.id],
  );
  await page.goto('/subscription');
  await expect(page.getByText('Your free trial is active')).toBeVisible();
  await expect(
    page.getByText(`Every host feature is yours until ${longUsDate(end)}.`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Host Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a suspended host is told on /subscription, and no plan can be chosen', async ({
  page,
  host,
}) => {
  await sql(
    `update "user" set subscription_status = 'expired', suspended_at = now() where id = $1`,
    [host.id],
  );
  await page.goto('/subscription');
  await expect(page.getByText('Your account is suspended')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Monthly' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Choose Annual' })).toBeDisabled();
});

test('a verified demo host has unlimited access on /subscription, with no plans to buy', async ({
  page,
  baseURL,
}) => {
  const demo = await signUpOverApi(page.request, baseURL!, E2E_DEMO_HOST);
  await sql('update "user" set email_verified = true where id = $1', [demo.id]);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Demo Host Account' })).toBeVisible();
  await expect(page.getByText('Unlimited Access')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Monthly' })).toHaveCount(0);
  // The server names demo hosts in its refusal too.
  const res = await page.request.post('/api/billing/checkout', {
    data: { plan: 'monthly' },
    headers: { Origin: baseURL! },
  });
  expect(res.status()).toBe(409);
  expect((await res.json()).error.message).toBe(
    'Demo hosts have unlimited access and need no subscription.',
  );
});
