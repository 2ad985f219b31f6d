import { expect, test } from './fixtures';

test('an unknown path shows the not-found screen with the right home button @smoke', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Home' }).or(page.getByRole('button', { name: 'Home' })),
  ).toBeVisible();
});

test('signed in, the not-found home button is Host Dashboard', async ({ page, host }) => {
  expect(host.id).toBeTruthy();
  await page.goto('/nowhere');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Host Dashboard' }).last()).toBeVisible();
});

test('at 375 px the drawer carries the menu @smoke', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Simple, Transparent Pricing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the landing page shows the bank categories and plans; signed-in hosts are sent on @smoke', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Subscribe Now' })).toBeVisible();
  await expect(page.getByText('MOST POPULAR')).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
});

test('a host visiting / goes to the dashboard', async ({ page, host }) => {
  expect(host.email).toBeTruthy();
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a link starts loading its page when pointed at or focused, before the click', async ({
  page,
}) => {
  await page.goto('/login');
  // The prerendered form is disabled until the app has taken the page over.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();

  const resetChunk = page.waitForRequest(/\/assets\/reset-password-page-[^/]+\.js$/, {
    timeout: 5_000,
  });
  await page.getByRole('link', { name: 'Forgot password?' }).hover();
  await resetChunk;

  const signupChunk = page.waitForRequest(/\/assets\/signup-page-[^/]+\.js$/, { timeout: 5_000 });
  await page.getByRole('link', { name: 'Create one now' }).focus();
  await signupChunk;

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
});
