import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { expect, test } from './fixtures';

// Accessibility of every screen in both colour schemes (axe-core: no serious or critical
// violation), the colour scheme itself, and the validity of the pages rendered at build time.

const PUBLIC_PAGES = ['/', '/login', '/signup', '/pricing', '/reset-password', '/terms'];
const HOST_PAGES = [
  '/dashboard',
  '/setup',
  '/play',
  '/tiebreaker',
  '/scoreboard',
  '/submit-question',
  '/profile',
  '/subscription',
];
// /admin/new-tiebreakers is /admin/tiebreakers under its other name (router.tsx).
const ADMIN_PAGES = [
  '/admin',
  '/admin/questions',
  '/admin/add-question',
  '/admin/categories',
  '/admin/submissions',
  '/admin/flagged',
  '/admin/bulk-upload',
  '/admin/tiebreakers',
  '/admin/webhook-setup',
  '/admin/backups',
  '/admin/users',
  '/admin/subscriptions',
];
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

const schemeOf = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

/** Opens `path` and waits for its content: a heading, no loader or skeleton, the app started. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(
    page.locator('main .mantine-Skeleton-root, main .mantine-Loader-root, main [aria-busy="true"]'),
  ).toHaveCount(0);
  // Styles the build moved to the head go back before the app takes the page over.
  await expect(page.locator('style[data-hoisted]')).toHaveCount(0);
  if (path === '/play') await expect(page.getByRole('article')).toHaveCount(10);
}

/** Runs axe on the page as it is; a failure lists each serious or critical violation. */
async function expectNoSeriousViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`,
      ),
    );
  expect.soft(serious, what).toEqual([]);
}

async function checkPages(page: Page, scheme: Scheme, paths: string[]) {
  await page.emulateMedia({ colorScheme: scheme });
  for (const path of paths) {
    await openPage(page, path);
    expect(await schemeOf(page)).toBe(scheme);
    await expectNoSeriousViolations(page, `${path} (${scheme})`);
  }
}

for (const scheme of SCHEMES) {
  test.describe(`axe, ${scheme} colour scheme`, () => {
    test(`public pages have no serious violation (${scheme})`, async ({ page }) => {
      await checkPages(page, scheme, PUBLIC_PAGES);
    });

    test(`host pages have no serious violation (${scheme})`, async ({ page, host }) => {
      expect(host.id).toBeTruthy();
      await checkPages(page, scheme, HOST_PAGES);
    });

    test(`admin pages have no serious violation (${scheme})`, async ({ page, admin }) => {
      expect(admin.email).toBeTruthy();
      await checkPages(page, scheme, ADMIN_PAGES);

      // A hovered button has its own colours: Preview (a light button) under the pointer.
      await openPage(page, '/admin/bulk-upload');
      // Transitions off, so axe reads the hover colours, not a frame on the way to them.
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important }' });
      await page.getByRole('button', { name: 'Preview' }).hover();
      await expectNoSeriousViolations(page, `/admin/bulk-upload, Preview hovered (${scheme})`);
    });
  });
}

test.describe('colour scheme', () => {
  test('the header toggle cycles auto, light and dark; the choice survives a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/pricing');
    const toggle = page.getByRole('button', { name: /^Colour scheme/ });
    await expect(toggle).toHaveAccessibleName('Colour scheme: Auto (system)');
    expect(await schemeOf(page)).toBe('light');

    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Colour scheme: Light');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Colour scheme: Dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(toggle).toHaveAccessibleName('Colour scheme: Dark');

    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Colour scheme: Auto (system)');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('a page rendered at build time is in the right scheme before any of the app runs', async ({
    page,
  }) => {
    // Without the app's JavaScript only public/color-scheme.js can set the scheme: no flash.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    expect(await schemeOf(page)).toBe('dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.goto('/');
    expect(await schemeOf(page)).toBe('dark');
  });

  test('at 390 px the drawer carries the toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Simple, Transparent Pricing' })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Colour scheme: Auto (system)' }).click();
    await drawer.getByRole('button', { name: 'Colour scheme: Light' }).click();
    await expect(drawer.getByRole('button', { name: 'Colour scheme: Dark' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

test('a page load leaves nothing in the console: no error, no word about error reporting', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The browser's own line for a visitor's 401 from /api/me is not the app's.
    if (text.startsWith('Failed to load resource')) return;
    if (['error', 'warning'].includes(message.type()) || /sentry|report/i.test(text))
      messages.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  // Two pages rendered at build time (hydrated) and one the browser renders.
  for (const path of ['/', '/login', '/pricing']) {
    // The app asks the server for its error-reporting DSN at start (lib/reporting.ts).
    const siteRead = page.waitForResponse(/\/api\/site$/);
    await openPage(page, path);
    await siteRead;
  }
  expect(messages).toEqual([]);
});

test('the pages rendered at build time are valid HTML, with their one title in the head', async ({
  page,
}) => {
  const dist = join(process.cwd(), 'dist');
  const index = JSON.parse(readFileSync(join(dist, 'pages/pages.json'), 'utf8')) as Record<
    string,
    string
  >;
  expect(Object.keys(index)).toContain('/login');
  // .htmlvalidate.json: the recommended rules (why some are relaxed:
  // docs/decisions/0037-dark-colour-scheme-valid-html.md).
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  for (const [path, file] of Object.entries(index)) {
    const report = await validator.validateFile(join(dist, file));
    const errors = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? m.line})`),
    );
    expect.soft(errors, `${path}: html-validate`).toEqual([]);

    const html = readFileSync(join(dist, file), 'utf8');
    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
    expect
      .soft(
        titles.map((t) => t[1]),
        `${path}: <title> elements`,
      )
      .toHaveLength(1);
    expect
      .soft(html.indexOf('<title>'), `${path}: the title in the head`)
      .toBeLessThan(html.indexOf('</head>'));
    // The title without JavaScript is the one the app gives the page.
    await openPage(page, path);
    await expect.soft(page, `${path}: the app's title`).toHaveTitle(titles[0]?.[1] ?? '');
  }
});
