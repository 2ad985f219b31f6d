import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { adminPost, type E2EUser, expect, signUpOverApi, sql, test } from './fixtures';

/** A random suffix so every test's questions and categories are its own. */
function unique(): string {
  return randomBytes(4).toString('hex');
}

/** The admin dashboard, in the session the `admin` fixture signed in. */
async function openAdminDashboard(page: Page, admin: { email: string }) {
  const me = await page.request.get('/api/me');
  expect(((await me.json()) as { email: string }).email).toBe(admin.email);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
}

async function createCategory(page: Page, baseURL: string, name: string): Promise<string> {
  const category = await adminPost<{ id: string }>(page, baseURL, '/api/admin/categories', {
    name,
  });
  return category.id;
}

async function createQuestion(
  page: Page,
  baseURL: string,
  data: { questionText: string; correctAnswer: string; categoryId?: string | null },
): Promise<string> {
  const created = await adminPost<{ question: { id: string } }>(
    page,
    baseURL,
    '/api/admin/questions',
    data,
  );
  return created.question.id;
}

/** A host on the trial, signed up in a browser context of its own. */
async function newHost(
  browser: Browser,
  baseURL: string,
): Promise<{ hostPage: Page; host: E2EUser }> {
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const host = await signUpOverApi(hostPage.request, baseURL);
  return { hostPage, host };
}

/** /setup: a category game with only this category, then the round on /play. */
async function startCategoryGame(hostPage: Page, categoryName: string) {
  await hostPage.goto('/setup');
  await hostPage.getByRole('radio', { name: /Select a Category/ }).click();
  await hostPage.getByRole('checkbox', { name: categoryName }).click();
  await expect(hostPage.getByText('1 category selected')).toBeVisible();
  await hostPage.getByRole('button', { name: 'Start Category Game' }).click();
  await expect(hostPage).toHaveURL(/\/play$/);
}

/** Types into the Question Pool's search box (searched on the server, debounced). */
async function searchPool(page: Page, text: string) {
  await page.getByLabel('Search questions or answers').fill(text);
}

test.describe('admin content', () => {
  test('the dashboard shows its four count cards @smoke', async ({ page, admin }) => {
    await openAdminDashboard(page, admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const res = await page.request.get('/api/admin/stats');
    expect(res.ok(), await res.text()).toBe(true);

    const cards = [
      { title: 'Trivia Questions', link: 'Manage Questions', path: '/admin/questions' },
      { title: 'Categories', link: 'Manage Categories', path: '/admin/categories' },
      { title: 'Tie Breaker Questions', link: 'Manage Tie Breakers', path: '/admin/tiebreakers' },
      { title: 'Flagged Questions', link: 'Review Flagged Questions', path: '/admin/flagged' },
    ];
    for (const card of cards) {
      const region = page.getByRole('region', { name: card.title, exact: true });
      await expect(region.getByRole('heading', { name: card.title, exact: true })).toBeVisible();
      await expect(region.getByText(/^\d[\d,]*$/)).toBeVisible();
      await expect(region.getByRole('link', { name: card.link })).toHaveAttribute(
        'href',
        card.path,
      );
    }

    await page.getByRole('link', { name: 'Manage Questions' }).click();
    await expect(page).toHaveURL(/\/admin\/questions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Question Pool' })).toBeVisible();
  });

  test('adds, edits and deletes a question in the Question Pool', async ({ page, admin }) => {
    const id = unique();
    const questionText = `Which river flows through Cairo (${id})?`;
    await openAdminDashboard(page, admin);
    await page.goto('/admin/questions');

    await page.getByRole('button', { name: 'Add New Question' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New Question' });
    await addDialog.getByRole('textbox', { name: 'Question', exact: true }).fill(questionText);
    await addDialog.getByRole('textbox', { name: 'Correct Answer' }).fill('The Nile');
    await addDialog.getByRole('button', { name: 'Add Question' }).click();
    await expect(page.getByText('New question added successfully')).toBeVisible();
    await expect(addDialog).toBeHidden();

    await searchPool(page, id);
    const row = page.getByRole('row').filter({ hasText: questionText });
    await expect(row).toHaveCount(1);
    await expect(page.getByText('Showing 1–1 of 1 questions')).toBeVisible();
    await expect(row).toContainText('The Nile');
    await expect(row).toContainText('Uncategorized');
    await expect(row).toContainText('approved');

    await row.getByRole('button', { name: /^Edit: / }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Question' });
    await expect(editDialog.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(
      questionText,
    );
    await editDialog.getByRole('textbox', { name: 'Correct Answer' }).fill('Nile');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Question updated successfully')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(row.getByRole('cell', { name: 'Nile', exact: true })).toBeVisible();
    await expect(row).not.toContainText('The Nile');

    await row.getByRole('button', { name: /^Remove: / }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove question' });
    await expect(
      confirm.getByText(
        'Are you sure you want to delete this question? This action cannot be undone.',
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Question deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No questions found matching your filters')).toBeVisible();
  });

  test('finds a duplicate with the duplicate checker and deletes the newer copy', async ({
    page,
    admin,
    baseURL,
  }) => {
    const id = unique();
    const oldest = `Which planet is called the Red Planet (${id})?`;
    const newer = `  which PLANET is called the red planet (${id})?  `;
    await openAdminDashboard(page, admin);
    await createQuestion(page, baseURL!, { questionText: oldest, correctAnswer: 'Mars' });
    await createQuestion(page, baseURL!, { questionText: newer, correctAnswer: 'Mars' });

    await page.goto('/admin/questions');
    await page.getByRole('button', { name: 'Check Duplicates' }).click();
    const checker = page.getByRole('dialog', { name: 'Duplicate Question Checker' });
    await checker.getByRole('button', { name: 'Check for Duplicates' }).click();
    await expect(checker.getByText(/^Found \d+ groups of duplicate questions\.$/)).toBeVisible();

    const group = checker.getByRole('region').filter({ hasText: id });
    await expect(group).toHaveCount(1);
    await expect(group.getByRole('heading', { name: /: 2 copies$/ })).toBeVisible();
    await expect(group.getByText('Keep (Oldest)')).toHaveCount(1);
    await expect(group.getByText(oldest, { exact: true })).toBeVisible();
    await expect(group.getByText(newer.trim(), { exact: true })).toBeVisible();
    await expect(group.getByRole('button', { name: 'Delete (the oldest is kept)' })).toBeDisabled();

    await group.getByRole('button', { name: /^Delete duplicate added / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete duplicate question' });
    await expect(
      confirm.getByText(
        'Are you sure you want to delete this question? This action cannot be undone.',
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Question deleted successfully')).toBeVisible();
    await expect(group).toHaveCount(0);

    // A new scan agrees: the group is gone for good.
    await checker.getByRole('button', { name: 'Re-check' }).click();
    await expect(
      checker.getByText(
        /^(Found \d+ groups of duplicate questions\.|No duplicate questions found!)$/,
      ),
    ).toBeVisible();
    await expect(group).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(checker).toBeHidden();

    await searchPool(page, id);
    await expect(page.getByText('Showing 1–1 of 1 questions')).toBeVisible();
    await expect(page.getByRole('cell', { name: oldest, exact: true })).toBeVisible();
  });

  test('adds a category and is refused a case-variant duplicate', async ({ page, admin }) => {
    const name = `Space Race ${unique()}`;
    await openAdminDashboard(page, admin);
    await page.goto('/admin/categories');

    await page.getByRole('button', { name: 'Add Category' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Category' });
    await addDialog.getByRole('textbox', { name: 'Name' }).fill(`  ${name}  `);
    await addDialog.getByLabel('Description').fill('The 1960s, from Sputnik to Apollo');
    await addDialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByText('Category added successfully')).toBeVisible();
    await expect(addDialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').first()).toHaveText(name);
    await expect(row).toContainText('The 1960s, from Sputnik to Apollo');

    await page.getByRole('button', { name: 'Add Category' }).click();
    await addDialog.getByRole('textbox', { name: 'Name' }).fill(name.toUpperCase());
    await addDialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(addDialog.getByText('This category already exists')).toBeVisible();
    await expect(addDialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('Failed to add category')).toBeVisible();
    await addDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(addDialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: new RegExp(name, 'i') })).toHaveCount(1);
  });

  test("approves a host's submission and the host gets it in a category game", async ({
    page,
    admin,
    browser,
    baseURL,
  }) => {
    const id = unique();
    const categoryName = `Submitted ${id}`;
    const questionText = `What is the smallest prime number (${id})?`;
    await openAdminDashboard(page, admin);
    await createCategory(page, baseURL!, categoryName);

    const { hostPage, host } = await newHost(browser, baseURL!);
    await hostPage.goto('/submit-question');
    await expect(
      hostPage.getByRole('heading', { level: 1, name: 'Submit a Custom Question' }),
    ).toBeVisible();
    await hostPage.getByLabel('Question').fill(questionText);
    await hostPage.getByLabel('Correct answer').fill('2');
    await hostPage.getByRole('combobox', { name: 'Category' }).fill(categoryName);
    await hostPage.getByRole('option', { name: categoryName }).click();
    await hostPage.getByRole('button', { name: 'Submit Question' }).click();
    await expect(hostPage.getByText('Question submitted successfully')).toBeVisible();
    await expect(hostPage.getByLabel('Question')).toHaveValue('');

    await page.goto('/admin/submissions');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Question Submissions' }),
    ).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: questionText });
    await expect(card).toContainText(`Submitted by ${host.email}`);
    await expect(card).toContainText(categoryName);
    await expect(card).toContainText('Answer: 2');
    await card.getByRole('button', { name: `Keep: ${questionText}` }).click();
    await expect(page.getByText('Question approved and added to the pool')).toBeVisible();
    await expect(card).toHaveCount(0);

    await startCategoryGame(hostPage, categoryName);
    const questionCard = hostPage.getByRole('article', { name: questionText });
    await expect(questionCard).toBeVisible();
    await expect(questionCard).toContainText(categoryName);
    await expect(hostPage.getByRole('article')).toHaveCount(1);
    await hostPage.context().close();
  });

  test('keeps one flagged question and removes another', async ({
    page,
    admin,
    browser,
    baseURL,
  }) => {
    const id = unique();
    const categoryName = `Flags ${id}`;
    const keptText = `How many legs does a spider have (${id})?`;
    const removedText = `How many hearts does an octopus have (${id})?`;
    await openAdminDashboard(page, admin);
    const categoryId = await createCategory(page, baseURL!, categoryName);
    const keptId = await createQuestion(page, baseURL!, {
      questionText: keptText,
      correctAnswer: '8',
      categoryId,
    });
    const removedId = await createQuestion(page, baseURL!, {
      questionText: removedText,
      correctAnswer: '3',
      categoryId,
    });

    const { hostPage, host } = await newHost(browser, baseURL!);
    await startCategoryGame(hostPage, categoryName);
    await expect(hostPage.getByRole('article')).toHaveCount(2);
    for (const [text, reason, note] of [
      [keptText, 'Incorrect answer', `Spiders have 6 legs ${id}`],
      [removedText, 'Unclear question', `Hearts or brains? ${id}`],
    ]) {
      const questionCard = hostPage.getByRole('article', { name: text });
      await questionCard.getByRole('button', { name: /^Flag question \d+$/ }).click();
      await questionCard.getByRole('combobox', { name: 'Reason' }).click();
      await hostPage.getByRole('option', { name: reason }).click();
      await questionCard.getByLabel('Note (optional)').fill(note);
      await questionCard.getByRole('button', { name: 'Submit Flag' }).click();
      await expect(questionCard.getByText('Flagged', { exact: true })).toBeVisible();
      await expect(questionCard.getByRole('button', { name: 'Submit Flag' })).toBeHidden();
    }
    await expect(hostPage.getByText('Question flagged successfully').first()).toBeVisible();
    await hostPage.context().close();

    await page.goto('/admin/flagged');
    await expect(page.getByRole('heading', { level: 1, name: 'Flagged Questions' })).toBeVisible();
    const keptCard = page.getByRole('article').filter({ hasText: keptText });
    const removedCard = page.getByRole('article').filter({ hasText: removedText });
    await expect(keptCard).toContainText('Incorrect answer');
    await expect(keptCard).toContainText(`Note: Spiders have 6 legs ${id}`);
    await expect(keptCard).toContainText(`Flagged by ${host.email}`);
    await expect(keptCard).toContainText('Answer: 8');
    await expect(removedCard).toContainText('Unclear question');

    await keptCard.getByRole('button', { name: `Keep: ${keptText}` }).click();
    await expect(page.getByText('Flag reviewed. Question kept in the pool.')).toBeVisible();
    await expect(keptCard).toHaveCount(0);
    // Remove asks first, as the Question Pool's Remove does; Cancel leaves everything as it was.
    await removedCard.getByRole('button', { name: `Remove: ${removedText}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove flagged question' });
    await expect(confirm).toContainText(removedText);
    await expect(confirm).toContainText(
      'Remove this question from the pool? It is marked rejected, leaves every host’s rounds, and every pending flag on it is closed.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(removedCard).toHaveCount(1);
    const [untouched] = await sql<{ status: string; flag_status: string }>(
      `select q.status, f.status as flag_status from trivia_questions q
       join flagged_questions f on f.linked_question_id = q.id where q.id = $1`,
      [removedId],
    );
    expect(untouched).toEqual({ status: 'approved', flag_status: 'pending' });
    await removedCard.getByRole('button', { name: `Remove: ${removedText}` }).click();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Flag reviewed. Question removed from the pool.')).toBeVisible();
    await expect(removedCard).toHaveCount(0);

    await page.goto('/admin/questions');
    await searchPool(page, id);
    await expect(page.getByText('Showing 1–2 of 2 questions')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: keptText })).toContainText('approved');
    await expect(page.getByRole('row').filter({ hasText: removedText })).toContainText('rejected');

    const rows = await sql<{ id: string; status: string; flag_status: string }>(
      `select q.id, q.status, f.status as flag_status from trivia_questions q
       join flagged_questions f on f.linked_question_id = q.id where q.id = any($1::uuid[])`,
      [[keptId, removedId]],
    );
    expect(rows).toHaveLength(2);
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.flag_status]]))).toEqual({
      [keptId]: ['approved', 'resolved'],
      [removedId]: ['rejected', 'resolved'],
    });
  });

  test('bulk uploads a semicolon CSV and skips its bad row', async ({ page, admin, baseURL }) => {
    const id = unique();
    const categoryName = `Bulk ${id}`;
    await openAdminDashboard(page, admin);
    await createCategory(page, baseURL!, categoryName);
    const csv = [
      'Question;Answer;Category;Difficulty',
      `What is the chemical symbol for gold (${id})?;Au;${categoryName.toLowerCase()};easy`,
      `Who painted the Mona Lisa (${id})?;Leonardo da Vinci;No Such Category ${id};hard`,
      `What is the boiling point of water in Celsius (${id})?;;${categoryName};medium`,
    ].join('\n');

    await page.goto('/admin/bulk-upload');
    await expect(page.getByRole('tab', { name: 'CSV Format' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('radio', { name: 'Detect automatically' })).toBeChecked();
    const input = page.getByLabel('CSV data');
    await input.fill(csv);
    await page.getByRole('button', { name: 'Preview' }).click();

    await expect(page.getByText('2 valid questions found, 1 questions have errors')).toBeVisible();
    const goldRow = page.getByRole('row').filter({ hasText: 'chemical symbol for gold' });
    await expect(goldRow).toContainText('Valid');
    await expect(goldRow).toContainText('found');
    await expect(goldRow).toContainText('easy');
    const monaRow = page.getByRole('row').filter({ hasText: 'Mona Lisa' });
    await expect(monaRow).toContainText('Valid');
    await expect(monaRow).toContainText('not found');
    const badRow = page.getByRole('row').filter({ hasText: 'boiling point of water' });
    await expect(badRow).toContainText('Invalid');
    await expect(badRow).toContainText('Row 4: Missing required fields');

    await page.getByRole('button', { name: 'Upload Questions' }).click();
    await expect(
      page.getByText('2 questions added successfully to the question pool'),
    ).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(page.getByText('2 valid questions found, 1 questions have errors')).toBeHidden();
    await expect(page.getByRole('row')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload Questions' })).toBeDisabled();

    await page.goto('/admin/questions');
    await searchPool(page, id);
    await expect(page.getByText('Showing 1–2 of 2 questions')).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: 'chemical symbol for gold' }),
    ).toContainText(categoryName);
    await expect(page.getByRole('row').filter({ hasText: 'Mona Lisa' })).toContainText(
      'Uncategorized',
    );
    await expect(page.getByRole('row').filter({ hasText: 'boiling point of water' })).toHaveCount(
      0,
    );
  });

  test('adds a tie-breaker and the host gets it on the tie-breaker screen', async ({
    page,
    admin,
    browser,
    baseURL,
  }) => {
    // The admin list is not paged: with the bank's few hundred tie-breakers every re-render
    // (a keystroke, a dialog opening) takes seconds on a busy machine. Narrow it first.
    test.slow();
    const listTimeout = { timeout: 30_000 };
    const id = unique();
    const questionText = `Name the planets of the solar system with rings (${id})`;
    await openAdminDashboard(page, admin);
    await page.goto('/admin/tiebreakers');
    await expect(page.getByText(/^[\d,]+ tiebreaker questions?$/)).toBeVisible(listTimeout);
    await page.getByLabel('Search tiebreaker questions').fill(id);
    await expect(page.getByText('No tiebreaker questions match your search')).toBeVisible(
      listTimeout,
    );

    await page.getByRole('button', { name: 'Add Tie Breaker Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tie Breaker Question' });
    const answers = dialog.getByRole('textbox', { name: /^Answer \d+$/ });
    await expect(answers).toHaveCount(3);
    await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill(questionText);
    await dialog.getByRole('textbox', { name: 'Answer 1' }).fill('Saturn');
    await dialog.getByRole('textbox', { name: 'Answer 3' }).fill('Jupiter');
    await dialog.getByRole('button', { name: 'Add Question' }).click();
    await expect(page.getByText('Tiebreaker question added')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(page.getByText(`1 question matches “${id}”`)).toBeVisible(listTimeout);
    const row = page.getByRole('row').filter({ hasText: questionText });
    await expect(row.getByText('Saturn', { exact: true })).toBeVisible();
    await expect(row.getByText('Jupiter', { exact: true })).toBeVisible();
    await expect(row).not.toContainText('more');

    const [created] = await sql<{ id: string; answer_options: unknown }>(
      'select id, answer_options from tiebreaker_pool where question_text = $1',
      [questionText],
    );
    expect(created.answer_options).toEqual(['Saturn', 'Jupiter']);

    const { hostPage, host } = await newHost(browser, baseURL!);
    // Every other tie-breaker is used by this host: the new one is the only one left to offer.
    await sql(
      'insert into tiebreaker_usage (user_id, tiebreaker_id) select $1, id from tiebreaker_pool where id <> $2',
      [host.id, created.id],
    );
    await hostPage.goto('/tiebreaker');
    await expect(
      hostPage.getByRole('heading', { level: 1, name: 'Tie Breaker Question' }),
    ).toBeVisible();
    await expect(hostPage.getByText(questionText)).toBeVisible();
    await expect(
      hostPage.getByText('2 answers on the list, hidden until you use this question.'),
    ).toBeVisible();
    await hostPage.getByRole('button', { name: 'Use This Question' }).click();
    await expect(hostPage.getByRole('heading', { name: 'Answers (2)' })).toBeVisible();
    // Blank answer rows were dropped; the rest keep their order.
    await expect(
      hostPage.getByRole('list').filter({ hasText: 'Saturn' }).getByRole('listitem'),
    ).toHaveText(['Saturn', 'Jupiter']);
    await hostPage.context().close();
  });
});

const PHONE = { width: 390, height: 844 };

/** Nothing scrolls sideways: neither the page nor any scrolling box in it (a table's). */
async function expectFitsPhone(page: Page, path: string) {
  const layout = await page.evaluate(() => {
    const scrollingSideways = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        const canScroll = overflowX === 'auto' || overflowX === 'scroll';
        return canScroll && element.scrollWidth > element.clientWidth;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { pageWidth: document.documentElement.scrollWidth, scrollingSideways };
  });
  expect(layout.pageWidth, `${path}: page width`).toBeLessThanOrEqual(PHONE.width);
  expect(layout.scrollingSideways, `${path}: boxes that scroll sideways`).toEqual([]);
}

/** Each button is shown whole inside the phone's width. */
async function expectOnScreen(buttons: Locator[]) {
  for (const button of buttons) {
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }
}

test.describe('admin screens on a phone', () => {
  test.use({ viewport: PHONE });

  test('every admin screen fits 390 px with no sideways scrolling and every action on screen', async ({
    page,
    admin,
    browser,
    baseURL,
  }) => {
    test.slow();
    const id = unique();
    const questionText = `Which ocean is the largest on Earth (${id})?`;
    const submittedText = `Which sea has no coastline (${id})?`;
    await openAdminDashboard(page, admin);
    const categoryId = await createCategory(page, baseURL!, `Oceans ${id}`);
    const questionId = await createQuestion(page, baseURL!, {
      questionText,
      correctAnswer: 'The Pacific',
      categoryId,
    });
    // Something in every queue: a host's flag and submission, and a backup.
    const { hostPage, host } = await newHost(browser, baseURL!);
    const asHost = { headers: { Origin: baseURL! } };
    const flagged = await hostPage.request.post(`/api/questions/${questionId}/flags`, {
      ...asHost,
      data: { reason: 'incorrect_answer' },
    });
    expect(flagged.ok(), await flagged.text()).toBe(true);
    const submitted = await hostPage.request.post('/api/submissions', {
      ...asHost,
      data: { questionText: submittedText, correctAnswer: 'The Sargasso Sea', categoryId },
    });
    expect(submitted.ok(), await submitted.text()).toBe(true);
    await hostPage.context().close();
    await adminPost(page, baseURL!, '/api/admin/backups', {});

    const check = async (path: string, ready: Locator) => {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expectFitsPhone(page, path);
    };

    await check('/admin', page.getByRole('region', { name: 'Trivia Questions', exact: true }));

    const users = page.getByRole('list', { name: 'Users' });
    await check('/admin/users', users);
    const hostCard = users.getByRole('listitem').filter({ hasText: host.email });
    await expectOnScreen([
      hostCard.getByRole('button', { name: `Edit ${host.email}` }),
      hostCard.getByRole('button', { name: `Reset password of ${host.email}` }),
      hostCard.getByRole('button', { name: `Login as this user (${host.email})` }),
      hostCard.getByRole('button', { name: `Suspend ${host.email}` }),
    ]);
    await expect(hostCard).toContainText('Trial');
    await page.screenshot({ path: test.info().outputPath('users-390.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await expect(page.getByRole('list', { name: 'Audit log' })).toBeVisible();
    await expectFitsPhone(page, '/admin/users (Audit Log)');

    await check('/admin/subscriptions', page.getByRole('list', { name: 'Subscribers' }));
    await check('/admin/backups', page.getByRole('list', { name: 'Latest backups' }));

    const questions = page.getByRole('list', { name: 'Questions' });
    await check('/admin/questions', questions);
    await searchPool(page, id);
    await expect(page.getByText('Showing 1–1 of 1 questions')).toBeVisible();
    const questionCard = questions.getByRole('listitem').filter({ hasText: questionText });
    await expect(questionCard).toContainText('The Pacific');
    await expectOnScreen([
      questionCard.getByRole('button', { name: /^Edit: / }),
      questionCard.getByRole('button', { name: /^Remove: / }),
    ]);
    await expectFitsPhone(page, '/admin/questions (searched)');
    await page.screenshot({ path: test.info().outputPath('questions-390.png'), fullPage: true });

    const categories = page.getByRole('list', { name: 'Categories' });
    await check('/admin/categories', categories);
    const categoryCard = categories.getByRole('listitem').filter({ hasText: `Oceans ${id}` });
    await expectOnScreen([
      categoryCard.getByRole('button', { name: `Edit Oceans ${id}` }),
      categoryCard.getByRole('button', { name: `Delete Oceans ${id}` }),
    ]);

    for (const path of ['/admin/tiebreakers', '/admin/new-tiebreakers']) {
      const tiebreakers = page.getByRole('list', { name: 'Tie breaker questions' });
      await check(path, tiebreakers);
      const first = tiebreakers.getByRole('listitem').first();
      await expectOnScreen([
        first.getByRole('button', { name: /^Edit: / }),
        first.getByRole('button', { name: /^Delete: / }),
      ]);
    }

    const flagCard = page.getByRole('article').filter({ hasText: questionText });
    await check('/admin/flagged', flagCard);
    await expectOnScreen(
      ['Remove', 'Edit', 'Keep'].map((action) =>
        flagCard.getByRole('button', { name: `${action}: ${questionText}` }),
      ),
    );
    const submissionCard = page.getByRole('article').filter({ hasText: submittedText });
    await check('/admin/submissions', submissionCard);
    await expectOnScreen(
      ['Remove', 'Edit', 'Keep'].map((action) =>
        submissionCard.getByRole('button', { name: `${action}: ${submittedText}` }),
      ),
    );

    await check('/admin/add-question', page.getByRole('heading', { level: 1 }));
    await check('/admin/bulk-upload', page.getByRole('heading', { level: 1 }));
  });
});
