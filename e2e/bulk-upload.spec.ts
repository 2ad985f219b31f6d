import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminPost, expect, test } from './fixtures';

// The admin's bulk upload: a real-shaped Open Trivia DB file (entities, a true/false and
// multiple-choice questions), a comma CSV with the delimiter left to detection, duplicates.

const unique = () => randomBytes(4).toString('hex');

interface PoolQuestion {
  question_text: string;
  correct_answer: string;
  kind: string;
  multiple_choice_options: string[] | null;
  category_name: string | null;
  difficulty: string;
}

/** The pool's questions matching `search`, over the admin API. */
async function poolQuestions(page: Page, search: string): Promise<PoolQuestion[]> {
  const res = await page.request.get(`/api/admin/questions?search=${encodeURIComponent(search)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: PoolQuestion[] }).items;
}

/** An Open Trivia DB response as the API sends it (its default encoding: HTML entities). */
function openTdbFile(id: string, category: string) {
  return {
    response_code: 0,
    results: [
      {
        type: 'multiple',
        difficulty: 'medium',
        category,
        question: `Which city is the capital of the &Aring;land Islands (${id})?`,
        correct_answer: 'Mariehamn',
        incorrect_answers: ['T&oacute;rshavn', 'Visby', 'Saint-Barth&eacute;lemy'],
      },
      {
        type: 'boolean',
        difficulty: 'easy',
        category,
        question: `The 1990&ndash;1991 &quot;Gulf War&quot; lasted less than a year (${id}).`,
        correct_answer: 'True',
        incorrect_answers: ['False'],
      },
      {
        type: 'multiple',
        difficulty: 'hard',
        category,
        question: `Who wrote &quot;Caf&eacute; Soci&shy;ety&quot; &amp; &#039;Tom&#039; (${id})?`,
        correct_answer: 'Amelia Earhart &amp; co',
        incorrect_answers: ['Agatha Christie', 'Mary Shelley', 'Virginia Woolf'],
      },
    ],
  };
}

async function expectReadable(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary}`));
  expect.soft(serious, what).toEqual([]);
}

test.describe('bulk upload', () => {
  test('imports an Open Trivia DB file: decoded text, true/false and kept options', async ({
    page,
    admin,
    baseURL,
  }) => {
    expect(admin.email).toBeTruthy();
    const id = unique();
    const category = `Trivia ${id}`;
    await adminPost(page, baseURL!, '/api/admin/categories', { name: category });

    await page.goto('/admin/bulk-upload');
    await page.getByRole('tab', { name: 'JSON Format' }).click();
    await page.getByLabel('JSON data').fill(JSON.stringify(openTdbFile(id, category), null, 2));
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('3 valid questions found')).toBeVisible();

    const aland = page.getByRole('row').filter({ hasText: 'capital of the Åland Islands' });
    await expect(aland).toContainText('Multiple choice');
    await expect(aland).toContainText('Options: Mariehamn · Tórshavn · Visby · Saint-Barthélemy');
    const gulf = page.getByRole('row').filter({ hasText: 'The 1990–1991 "Gulf War"' });
    await expect(gulf).toContainText('True or false');
    await expect(gulf).toContainText('Options: True · False');
    const cafe = page.getByRole('row').filter({ hasText: `Who wrote "Café Society" & 'Tom'` });
    await expect(cafe).toContainText('Amelia Earhart & co');
    await expect(page.locator('main table')).not.toContainText(/&[a-z#0-9]+;/i);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectReadable(page, `bulk preview (${scheme})`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({
      path: test.info().outputPath('opentdb-preview-1280.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: test.info().outputPath('opentdb-preview-390.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Upload Questions' }).click();
    await expect(
      page.getByText('3 questions added successfully to the question pool'),
    ).toBeVisible();

    const stored = await poolQuestions(page, id);
    const byKind = (kind: string) => stored.filter((q) => q.kind === kind);
    expect(stored).toHaveLength(3);
    expect(byKind('true_false')).toEqual([
      expect.objectContaining({
        question_text: `The 1990–1991 "Gulf War" lasted less than a year (${id}).`,
        correct_answer: 'True',
        multiple_choice_options: ['True', 'False'],
        category_name: category,
      }),
    ]);
    const aland2 = stored.find((q) => q.question_text.includes('Åland'));
    expect(aland2).toMatchObject({
      kind: 'multiple_choice',
      correct_answer: 'Mariehamn',
      multiple_choice_options: ['Mariehamn', 'Tórshavn', 'Visby', 'Saint-Barthélemy'],
    });
    expect(stored.find((q) => q.question_text.includes('Society'))?.question_text).toBe(
      `Who wrote "Café Society" & 'Tom' (${id})?`,
    );
  });

  test('imports a comma CSV without choosing the delimiter, skipping its duplicates', async ({
    page,
    admin,
    baseURL,
  }) => {
    expect(admin.email).toBeTruthy();
    const id = unique();
    await adminPost(page, baseURL!, '/api/admin/questions', {
      questionText: `Which planet is known as the Red Planet (${id})?`,
      correctAnswer: 'Mars',
    });
    const csv = [
      'Question,Answer,Category,Difficulty,Kind,Options,Variants',
      `Which ocean is the largest (${id})?,Pacific,Geography,easy,,Atlantic | Pacific | Indian,`,
      `"Who wrote ""Hamlet"" (${id})?",William Shakespeare,Literature,medium,Open answer,,Shakespeare`,
      `which planet is known as the red planet (${id})?,Mars,Science,easy,,,`,
      `WHICH OCEAN IS THE LARGEST (${id})?,Pacific,Geography,hard,,,`,
      `How many legs does a spider have (${id})?,8,Science,easy,Number,,`,
    ].join('\n');

    await page.goto('/admin/bulk-upload');
    await expect(page.getByRole('radio', { name: 'Detect automatically' })).toBeChecked();
    await page.getByLabel('CSV data').fill(csv);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('5 valid questions found')).toBeVisible();
    await expect(page.getByText('2 questions are duplicates')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'red planet' })).toContainText(
      'Already in the pool',
    );
    await expect(page.getByRole('row').filter({ hasText: /WHICH OCEAN/ })).toContainText(
      'Duplicate of row 2',
    );
    const hamlet = page.getByRole('row').filter({ hasText: 'Hamlet' });
    await expect(hamlet).toContainText('Open answer');
    await expect(hamlet).toContainText('Also accepted: Shakespeare');
    await expect(
      page.getByRole('row').filter({ hasText: /Which ocean is the largest/ }),
    ).toContainText('Options: Atlantic · Pacific · Indian');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: test.info().outputPath('csv-duplicates-390.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({
      path: test.info().outputPath('csv-duplicates-1280.png'),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Upload Questions' }).click();
    await expect(
      page.getByText('3 questions added successfully to the question pool (2 duplicates skipped)'),
    ).toBeVisible();

    const stored = await poolQuestions(page, id);
    expect(stored.map((q) => [q.question_text, q.kind, q.difficulty]).sort()).toEqual(
      [
        [`How many legs does a spider have (${id})?`, 'number', 'easy'],
        [`Which ocean is the largest (${id})?`, 'multiple_choice', 'easy'],
        [`Which planet is known as the Red Planet (${id})?`, 'open', 'medium'],
        [`Who wrote "Hamlet" (${id})?`, 'open', 'medium'],
      ].sort(),
    );
  });
});
