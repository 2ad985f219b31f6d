import { randomBytes } from 'node:crypto';
import { E2E_ADMIN } from './env';
import { adminPost, expect, test } from './fixtures';

// A host's round with the question model: a picture question, a true/false question and
// multiple-choice options shuffled for the round, the answers and variants at Start Round, and
// one question replaced before it.

test('a host plays a round with a picture, a true/false question and shuffled options', async ({
  page,
  baseURL,
  host,
  signedInAs,
}) => {
  expect(host.id).toBeTruthy();
  const admin = await signedInAs(E2E_ADMIN);
  const name = `Round check ${randomBytes(3).toString('hex')}`;
  const category = {
    name,
    ...(await adminPost<{ id: string }>(admin, baseURL!, '/api/admin/categories', { name })),
  };
  const create = (body: Record<string, unknown>) =>
    adminPost(admin, baseURL!, '/api/admin/questions', {
      categoryId: category.id,
      difficulty: 'easy',
      ...body,
    });
  await create({
    kind: 'picture',
    questionText: 'Which country flies this flag?',
    correctAnswer: 'France',
    answerVariants: ['French Republic', 'République française'],
    picture: 'flag:fr',
  });
  await create({
    kind: 'true_false',
    questionText: 'The Seine flows through Paris.',
    correctAnswer: 'True',
  });
  const written = new Map<string, string[]>();
  for (let i = 1; i <= 8; i++) {
    const options = [`Right ${i}`, `Wrong ${i} one`, `Wrong ${i} two`, `Wrong ${i} three`];
    written.set(`Multiple choice question ${i}?`, options);
    await create({
      kind: 'multiple_choice',
      questionText: `Multiple choice question ${i}?`,
      correctAnswer: options[0],
      multipleChoiceOptions: options,
    });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/setup');
  await page.getByText('Select a Category', { exact: true }).click();
  const box = page.getByRole('checkbox', { name: new RegExp(`^${category.name}`) });
  await expect(box).toContainText('10 questions left');
  await box.click();
  await expect(page.getByText(`Only 10 questions left in ${category.name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Start Category Game' }).click();
  await expect(page).toHaveURL(/\/play$/);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);

  // The picture question shows its flag.
  const pictureCard = cards.filter({ hasText: 'Which country flies this flag?' });
  const img = pictureCard.getByRole('img', { name: 'The picture for this question' });
  await expect(img).toHaveAttribute('src', '/pictures/flags/fr.svg');
  const served = await page.request.get('/pictures/flags/fr.svg');
  if (served.ok()) {
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
  } else {
    test
      .info()
      .annotations.push({ type: 'note', description: 'flag route not served yet: src checked' });
  }

  // True/False in that order.
  const tf = cards.filter({ hasText: 'The Seine flows through Paris.' });
  await expect(tf.getByRole('list', { name: 'Options' }).getByRole('listitem')).toHaveText([
    /True/,
    /False/,
  ]);

  // The multiple-choice options: in this round's order, not all as written.
  let reordered = 0;
  for (const [text, options] of written) {
    const shown = await cards
      .filter({ hasText: text })
      .getByRole('list', { name: 'Options' })
      .getByRole('listitem')
      .allInnerTexts();
    const order = options.map((o) => shown.findIndex((s) => s.includes(o)));
    expect([...order].sort()).toEqual([0, 1, 2, 3]);
    if (order.some((position, i) => position !== i)) reordered += 1;
  }
  expect(reordered).toBeGreaterThan(0);

  // Ask one as open, then show its options again.
  const first = cards.filter({ hasText: 'Multiple choice question 1?' });
  await first.getByRole('button', { name: /Ask as open question/ }).click();
  await expect(first.getByRole('list', { name: 'Options' })).toHaveCount(0);
  await first.getByRole('button', { name: /Show options/ }).click();
  await expect(first.getByRole('list', { name: 'Options' })).toBeVisible();

  // Replace one: a new question comes in its place.
  await create({ kind: 'open', questionText: 'The replacement question?', correctAnswer: 'Yes' });
  const second = cards.filter({ hasText: 'Multiple choice question 2?' });
  await expect(second.getByText('3 replacements left')).toBeVisible();
  await second.getByRole('button', { name: /Replace question/ }).click();
  await expect(page.getByText('Question replaced. 2 replacements left.')).toBeVisible();
  await expect(cards.filter({ hasText: 'The replacement question?' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Multiple choice question 2?' })).toHaveCount(0);
  await expect(cards).toHaveCount(10);
  await page.screenshot({ path: test.info().outputPath('round-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Start Round' }).click();
  await expect(page.getByText('Round started! Questions locked for 2 years.')).toBeVisible();
  await expect(pictureCard.getByText('France', { exact: true })).toBeVisible();
  await expect(
    pictureCard.getByText('Also accept: French Republic, République française'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Replace question/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await pictureCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('round-390.png'), fullPage: true });
});
