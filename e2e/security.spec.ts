import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminPost, expect, signUpOverApi, test } from './fixtures';

// Markup typed by users renders as text, never as HTML: a question and its answer the
// admin adds, a category name, pulled into a host's round; a flag note and a submission
// in the admin's queues. Each payload would set window.__xss if the page ran it; the
// Content-Security-Policy would block inline handlers too, so the check is React's
// escaping first and the CSP second.

const XSS = {
  question: '<img src=x onerror=window.__xss=1>',
  answer: '<script>window.__xss=2</script><b>bold</b>',
  category: '<svg onload=window.__xss=3>',
  note: '<img src=x onerror=window.__xss=4> note',
  submission: '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
};

/** Elements the payloads would create if they were parsed as HTML. */
const INJECTED = 'img[src="x"], script, svg[onload], [onerror], [onload], iframe[srcdoc]';

async function xssFlag(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

test.describe('user text renders as text', () => {
  test('questions, answers, category, flag note and submission with markup', async ({
    page,
    admin,
    browser,
    baseURL,
  }) => {
    const id = randomBytes(4).toString('hex');
    const categoryName = `${XSS.category} ${id}`;
    const questionText = `${XSS.question} ${id}`;

    // The admin adds a category and a question with markup through the admin API.
    await page.goto('/admin');
    await expect(page.getByText(`${admin.email} (admin)`)).toBeVisible();
    const category = await adminPost<{ id: string }>(page, baseURL!, '/api/admin/categories', {
      name: categoryName,
    });
    await adminPost(page, baseURL!, '/api/admin/questions', {
      questionText,
      correctAnswer: XSS.answer,
      categoryId: category.id,
      difficulty: 'easy',
    });

    // A host pulls it into a round of that category and starts the round.
    const hostContext = await browser.newContext();
    const hostPage = await hostContext.newPage();
    await signUpOverApi(hostPage.request, baseURL!);
    await hostPage.goto('/setup');
    await hostPage.getByRole('radio', { name: /Select a Category/ }).click();
    await hostPage.getByRole('checkbox', { name: categoryName }).click();
    await hostPage.getByRole('button', { name: 'Start Category Game' }).click();
    await expect(hostPage).toHaveURL(/\/play$/);
    const card = hostPage.getByRole('article').filter({ hasText: questionText });
    await expect(card).toBeVisible();
    await expect(card.getByText(questionText, { exact: true })).toBeVisible();
    await hostPage.getByRole('button', { name: 'Start Round' }).click();
    await expect(card.getByText(XSS.answer)).toBeVisible();
    // No element was made from the text.
    expect(await card.locator(INJECTED).count()).toBe(0);

    // The host flags it with a note that carries markup, and submits a question with markup.
    await card.getByRole('button', { name: /^Flag question \d+$/ }).click();
    await card.getByRole('combobox', { name: 'Reason' }).click();
    await hostPage.getByRole('option', { name: 'Other' }).click();
    await card.getByLabel('Note (optional)').fill(XSS.note);
    await card.getByRole('button', { name: 'Submit Flag' }).click();
    await expect(card.getByText('Flagged', { exact: true })).toBeVisible();
    const submitted = await hostPage.request.post('/api/submissions', {
      data: {
        questionText: `${XSS.submission} ${id}`,
        correctAnswer: XSS.answer,
        categoryId: category.id,
        difficulty: 'easy',
      },
      headers: { Origin: baseURL! },
    });
    expect(submitted.status()).toBe(201);
    expect(await xssFlag(hostPage)).toBeUndefined();
    await hostContext.close();

    // The admin's queues show the note and the submission as typed.
    await page.goto('/admin/flagged');
    const flagCard = page.getByRole('article').filter({ hasText: questionText });
    await expect(flagCard).toContainText(`Note: ${XSS.note}`);
    await expect(flagCard).toContainText(XSS.answer);
    expect(await flagCard.locator(INJECTED).count()).toBe(0);

    await page.goto('/admin/submissions');
    await expect(page.getByText(`${XSS.submission} ${id}`).first()).toBeVisible();
    expect(await page.locator('main').locator(INJECTED).count()).toBe(0);

    // And in the question pool.
    await page.goto('/admin/questions');
    await page.getByLabel('Search questions or answers').fill(id);
    await expect(page.getByText(questionText).first()).toBeVisible();
    expect(await xssFlag(page)).toBeUndefined();
  });

  test('the page is served with a CSP that forbids inline script', async ({ page }) => {
    const res = await page.goto('/');
    const csp = res?.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    // An inline script injected now is refused by the browser (it would run on insertion).
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.appendChild(script);
      return (window as unknown as { __inline?: number }).__inline;
    });
    expect(ran).toBeUndefined();
  });
});
