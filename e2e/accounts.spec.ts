import { E2E_ADMIN } from './env';
import { expect, signInThroughUi, signUpOverApi, sql, test, uniqueEmail } from './fixtures';

test.describe('accounts', () => {
  test('a visitor signs up, lands on /subscription, signs out, and signs in to the dashboard @smoke', async ({
    page,
  }) => {
    const email = uniqueEmail('visitor');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await page.getByLabel('Confirm password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('Account created! Redirecting to subscription page...'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByText(`${email} (host)`)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signInThroughUi(page, { email, password: 'secret-pass' });
    // A new host is on the 7-day trial: post-sign-in navigation goes to the dashboard.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Logged in successfully')).toBeVisible();
  });

  test('sign-up checks the passwords and refuses a registered e-mail', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await page.getByLabel('Confirm password').fill('other-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match").first()).toBeVisible();

    const existing = await signUpOverApi(page.context().request, baseURL!);
    await page.context().clearCookies();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await page.getByLabel('Confirm password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('This email is already registered. Please login instead.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the mapped message @smoke', async ({ page, baseURL }) => {
    const user = await signUpOverApi(page.context().request, baseURL!);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty login fields get the spec message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter both email and password').first()).toBeVisible();
  });

  test('an admin signs in and lands on /admin', async ({ page }) => {
    await signInThroughUi(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('link', { name: 'Admin Dashboard' }).first()).toBeVisible();
  });

  test('a signed-out visitor is sent to /login and back to where they were going', async ({
    page,
    baseURL,
  }) => {
    const user = await signUpOverApi(page.context().request, baseURL!);
    await page.context().clearCookies();
    await page.goto('/scoreboard');
    await expect(page).toHaveURL(/\/login/);
    await signInThroughUi(page, user);
    await expect(page).toHaveURL(/\/scoreboard$/);
  });

  test('a host on an admin page is sent to the dashboard with Access Denied', async ({
    page,
    host,
  }) => {
    expect(host.email).toContain('@');
    await page.goto('/admin/questions');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByText('Access Denied: You do not have permission to access this page.'),
    ).toBeVisible();
  });

  test('a host verifies the e-mail, then moves the account to a new address with its link', async ({
    page,
    host,
  }) => {
    const latestLink = async (to: string, path: string) => {
      const [mail] = await sql<{ text: string }>(
        'select text from mail_outbox where "to" = $1 and text like $2 order by created_at desc limit 1',
        [to, `%${path}%`],
      );
      return mail.text.match(/https?:\/\/\S+/)![0];
    };
    await page.goto('/profile');
    await expect(
      page.getByText(`Open the link we sent to ${host.email} to verify it.`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(
      page.getByText('We sent a new verification link. Please check your inbox.'),
    ).toBeVisible();
    await page.goto(await latestLink(host.email, '/verify-email'));
    await expect(page).toHaveURL(/\/email-verified$/);
    await expect(page.getByText('Your e-mail address is verified. Thank you!')).toBeVisible();

    const next = uniqueEmail('moved');
    await page.goto('/profile');
    // The e-mail card's own form (the password card asks for the current password too).
    const emailForm = page.locator('form', { has: page.getByLabel('Email') });
    await emailForm.getByLabel('Email').fill(next);
    await emailForm.getByLabel('Current password').fill(host.password);
    await emailForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText(
        `We sent a confirmation link to ${next}. Your e-mail changes when you open it.`,
      ),
    ).toBeVisible();

    await page.goto(await latestLink(next, '/confirm-email'));
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expect(page.getByText(`Your e-mail address is now ${next}.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(page.getByText(next, { exact: true }).first()).toBeVisible();
    // The link works once.
    await page.goto(await latestLink(next, '/confirm-email'));
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expect(page.getByText(/This link is invalid or has expired/)).toBeVisible();
  });
});
