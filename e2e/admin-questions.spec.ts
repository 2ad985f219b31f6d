import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminPost, expect, sql, test } from './fixtures';

/** A valid 2x2 PNG (red and blue pixels). */
const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4zwAE/xkgFAAb8gP91pbyKwAAAABJRU5ErkJggg==',
  'base64',
);

function unique(): string {
  return randomBytes(4).toString('hex');
}

async function chooseKind(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

interface StoredQuestion {
  kind: string;
  correct_answer: string;
  multiple_choice_options: string[] | null;
  answer_variants: string[];
  picture: string | null;
  status: string;
}

async function storedQuestion(questionText: string): Promise<StoredQuestion> {
  const rows = await sql<StoredQuestion>(
    `select kind, correct_answer, multiple_choice_options, answer_variants, picture, status
       from trivia_questions where question_text = $1`,
    [questionText],
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

test.describe('admin question tools', () => {
  test('adds a multiple-choice question with variants, then a picture question with an upload', async ({
    page,
    admin,
  }) => {
    expect(admin.email).toBeTruthy();
    const id = unique();
    const questionText = `Who painted the Mona Lisa (${id})?`;
    await page.goto('/admin/add-question');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Question' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Question', exact: true }).fill(questionText);
    const answer = page.getByRole('textbox', { name: 'Correct Answer' });
    await answer.fill('Leonardo');
    await chooseKind(page, 'Multiple choice');
    // The answer becomes the first option, marked correct.
    await expect(page.getByRole('textbox', { name: 'Option A' })).toHaveValue('Leonardo');
    await expect(page.getByRole('radio', { name: 'Answer is option A' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Option B' }).fill('Michelangelo');
    await page.getByRole('textbox', { name: 'Option C' }).fill('Raphael');
    await page.getByRole('textbox', { name: 'Option D' }).fill('Titian');

    // Changing the answer changes the marked option, and marking another changes the answer.
    await answer.fill('Leonardo da Vinci');
    await expect(page.getByRole('textbox', { name: 'Option A' })).toHaveValue('Leonardo da Vinci');
    await page.getByRole('radio', { name: 'Answer is option C' }).check();
    await expect(answer).toHaveValue('Raphael');
    await page.getByRole('radio', { name: 'Answer is option A' }).check();
    await expect(answer).toHaveValue('Leonardo da Vinci');

    const variants = page.getByRole('combobox', { name: 'Accepted variants' });
    await variants.fill('da Vinci');
    await variants.press('Enter');
    await variants.fill('Leonardo');
    await variants.press('Enter');
    await page.screenshot({
      path: test.info().outputPath('add-question-1280.png'),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Add Question' }).click();
    await expect(page.getByText('New question added to the pool')).toBeVisible();

    const stored = await storedQuestion(questionText);
    expect(stored).toMatchObject({
      kind: 'multiple_choice',
      correct_answer: 'Leonardo da Vinci',
      multiple_choice_options: ['Leonardo da Vinci', 'Michelangelo', 'Raphael', 'Titian'],
      answer_variants: ['da Vinci', 'Leonardo'],
      picture: null,
    });

    // A picture question: the form starts afresh; the picture is uploaded, then previewed.
    const pictureText = `Which colours are in this picture (${id})?`;
    await expect(page.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Question', exact: true }).fill(pictureText);
    await chooseKind(page, 'Picture');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'two-colours.png', mimeType: 'image/png', buffer: PNG_2X2 });
    await expect(page.getByRole('img', { name: 'The picture for this question' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Correct Answer' }).fill('Red and blue');
    await page.screenshot({ path: test.info().outputPath('picture-question-1280.png') });
    await page.getByRole('button', { name: 'Add Question' }).click();
    // The first question's toast may still be on screen: wait for the row itself.
    await expect
      .poll(
        async () =>
          (await sql('select 1 from trivia_questions where question_text = $1', [pictureText]))
            .length,
      )
      .toBe(1);

    const picture = await storedQuestion(pictureText);
    expect(picture.kind).toBe('picture');
    expect(picture.picture).toMatch(/^upload:[0-9a-f-]{36}$/);
    const served = await page.request.get(`/api/pictures/${picture.picture!.slice(7)}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/png');

    // The pool shows the kind and the picture's thumbnail.
    await page.goto('/admin/questions');
    await page.getByLabel('Search questions or answers').fill(id);
    const row = page.getByRole('row').filter({ hasText: pictureText });
    await expect(row).toContainText('Picture');
    await expect(row.getByRole('img')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: questionText })).toContainText(
      'Multiple choice',
    );
  });

  test('bulk-rejects two questions from the pool and disables a category', async ({
    page,
    admin,
    baseURL,
  }) => {
    expect(admin.email).toBeTruthy();
    const id = unique();
    const categoryName = `Curated ${id}`;
    const category = await adminPost<{ id: string }>(page, baseURL!, '/api/admin/categories', {
      name: categoryName,
    });
    const texts = [`Which planet is red (${id})?`, `Which planet has rings (${id})?`];
    for (const [questionText, correctAnswer] of [
      [texts[0], 'Mars'],
      [texts[1], 'Saturn'],
    ]) {
      await adminPost(page, baseURL!, '/api/admin/questions', {
        questionText,
        correctAnswer,
        categoryId: category.id,
      });
    }

    await page.goto('/admin/questions');
    await page.getByLabel('Search questions or answers').fill(id);
    await expect(page.getByText('Showing 1–2 of 2 questions')).toBeVisible();
    const bar = page.getByRole('group', { name: 'Selected questions' });
    await page.getByRole('checkbox', { name: `Select: ${texts[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select: ${texts[1]}` }).check();
    await expect(bar).toContainText('2 selected');
    await page.screenshot({ path: test.info().outputPath('pool-selected-1280.png') });
    await bar.getByRole('button', { name: 'Reject' }).click();
    await expect(bar).toContainText('None selected');
    for (const text of texts) {
      await expect(page.getByRole('row').filter({ hasText: text })).toContainText('rejected');
      expect((await storedQuestion(text)).status).toBe('rejected');
    }

    // On a phone the pool is cards with the same selection.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Questions' });
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(bar).toContainText('2 selected');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await page.screenshot({
      path: test.info().outputPath('pool-selected-390.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto('/admin/categories');
    const categoryRow = page.getByRole('row').filter({ hasText: categoryName });
    await categoryRow.getByRole('button', { name: `Edit ${categoryName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await dialog.getByRole('switch', { name: 'Disabled' }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Category updated successfully')).toBeVisible();
    await expect(categoryRow).toContainText('Disabled');
    const rows = await sql<{ is_disabled: boolean }>(
      'select is_disabled from categories where id = $1',
      [category.id],
    );
    expect(rows).toEqual([{ is_disabled: true }]);
    await page.screenshot({ path: test.info().outputPath('categories-1280.png') });
  });
});
