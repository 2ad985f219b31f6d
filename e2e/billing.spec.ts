import { expect, sql, test } from './fixtures';

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
