import { expect, signInThroughUi, signUpOverApi, sql, test } from './fixtures';

test('a host resets a forgotten password with the e-mailed link', async ({ page, baseURL }) => {
  const user = await signUpOverApi(page.context().request, baseURL!);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The router changes the URL first and keeps the login page (whose field is also "Email") on
  // screen while the reset page's chunk loads: wait for the reset page before typing.
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: /send reset link/i }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  // The outbox keeps the mail: follow its link as the user would.
  const [mail] = await sql<{ text: string }>(
    'select text from mail_outbox where "to" = $1 order by created_at desc limit 1',
    [user.email],
  );
  const link = mail.text.match(/https?:\/\/\S+/)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel(/confirm/i).fill('brand-new-pass');
  await page
    .getByRole('button', { name: /update password|set new password|reset password/i })
    .click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await signInThroughUi(page, { email: user.email, password: 'brand-new-pass' });
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(
    page.getByText('Invalid or expired password reset link. Please request a new one.'),
  ).toBeVisible();
});
