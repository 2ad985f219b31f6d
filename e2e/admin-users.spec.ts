import { expect, signInThroughUi, signUpOverApi, sql, test, uniqueEmail } from './fixtures';

test.describe('admin: users and operations', () => {
  test('add a user, edit their status, reset their password, sign in as them, suspend them', async ({
    page,
    admin,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('added');
    await page.goto('/admin/users');
    await expect(page.getByText(`${admin.email} (admin)`)).toBeVisible();
    await page.getByRole('button', { name: 'Add User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add User' });
    await addDialog.getByLabel('Email').fill(`  ${email}  `);
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added successfully')).toBeVisible();

    await page.getByLabel('Search by email').fill(email);
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toBeVisible();

    // Edit: trial -> active.
    await row.getByRole('button', { name: `Edit ${email}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    await editDialog.getByRole('combobox', { name: 'Subscription Status' }).click();
    await page
      .getByRole('option', { name: 'Active', exact: true })
      .filter({ visible: true })
      .click();
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(row.getByText('active', { exact: false }).first()).toBeVisible();

    // Reset the password, then sign in as them in another browser.
    await row.getByRole('button', { name: `Reset password of ${email}` }).click();
    const resetDialog = page.getByRole('dialog', { name: 'Reset Password' });
    await resetDialog
      .getByRole('textbox', { name: 'New Password', exact: true })
      .fill('set-by-admin-1');
    await resetDialog.getByRole('textbox', { name: 'Confirm New Password' }).fill('set-by-admin-1');
    await resetDialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();

    const hostContext = await browser.newContext({ baseURL });
    const hostPage = await hostContext.newPage();
    await signInThroughUi(hostPage, { email, password: 'set-by-admin-1' });
    await expect(hostPage).toHaveURL(/\/dashboard$/);

    // Suspend: the host's next request is refused and the UI sends them to /subscription.
    await row.getByRole('button', { name: `Suspend ${email}` }).click();
    await page
      .getByRole('dialog', { name: 'Suspend user' })
      .getByRole('button', { name: 'Suspend' })
      .click();
    await expect(page.getByText('User access suspended')).toBeVisible();
    await hostPage.goto('/play');
    await expect(hostPage).toHaveURL(/\/subscription$/);
    await expect(
      hostPage.getByText('Subscription Required: This feature requires an active subscription'),
    ).toBeVisible();
    await hostContext.close();
  });

  test('the Subscription badge shows the access the server judges, through promotion and demotion', async ({
    page,
    admin,
    browser,
    baseURL,
  }) => {
    const hostContext = await browser.newContext({ baseURL });
    const host = await signUpOverApi(hostContext.request, baseURL!);
    await hostContext.close();
    // The trial ran out; the daily job has not marked it expired yet.
    await sql(`update "user" set subscription_end_date = now() - interval '1 day' where id = $1`, [
      host.id,
    ]);
    await page.goto('/admin/users');
    await expect(page.getByText(`${admin.email} (admin)`)).toBeVisible();
    await page.getByLabel('Search by email').fill(host.email);
    const row = page.getByRole('row', { name: new RegExp(host.email) });
    await expect(row.getByText('Trial ended', { exact: true })).toBeVisible();

    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    const chooseRole = async (role: 'Admin' | 'Host') => {
      await row.getByRole('button', { name: `Edit ${host.email}` }).click();
      await editDialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: role, exact: true }).filter({ visible: true }).click();
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(editDialog).toBeHidden();
    };
    await chooseRole('Admin');
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    await expect(row.getByText('Trial', { exact: true })).toBeVisible();
    // Demoted with the trial long over: expired, and shown so.
    await chooseRole('Host');
    await expect(row.getByText('Host', { exact: true })).toBeVisible();
    await expect(row.getByText('Expired', { exact: true })).toBeVisible();
    const [stored] = await sql<{ subscription_status: string }>(
      'select subscription_status from "user" where id = $1',
      [host.id],
    );
    expect(stored.subscription_status).toBe('expired');
  });

  test('admins have no suspend or login-as buttons', async ({ page, admin }) => {
    await page.goto('/admin/users');
    await page.getByLabel('Search by email').fill(admin.email);
    const row = page.getByRole('row', { name: new RegExp(admin.email) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: /^Suspend/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Login as this user/ })).toHaveCount(0);
  });

  test('impersonate a host, see the banner, Return to Admin', async ({
    page,
    admin,
    browser,
    baseURL,
  }) => {
    const hostContext = await browser.newContext({ baseURL });
    const host = await signUpOverApi(hostContext.request, baseURL!);
    await hostContext.close();

    await page.goto('/admin/users');
    await page.getByLabel('Search by email').fill(host.email);
    const row = page.getByRole('row', { name: new RegExp(host.email) });
    await row.getByRole('button', { name: `Login as this user (${host.email})` }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText(host.email);
    await expect(page.getByText(`${host.email} (host)`)).toBeVisible();

    await banner.getByRole('button', { name: 'Return to Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByText('Returned to admin session')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
    await expect(page.getByText(`${admin.email} (admin)`)).toBeVisible();
  });

  test('trigger a backup and see it completed in the list', async ({ page, admin }) => {
    await page.goto('/admin/backups');
    await expect(page.getByText(`${admin.email} (admin)`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Backup Status' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Backup' }).click();
    await expect(page.getByText('Backup Created')).toBeVisible({ timeout: 30_000 });
    const latest = page.getByRole('table', { name: 'Latest backups' }).getByRole('row').nth(1);
    await expect(latest).toContainText(/completed/i);
  });
});
