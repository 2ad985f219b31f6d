import { expect, signInThroughUi, sql, test } from './fixtures';

type Category = { id: string; name: string; question_count: number };

test.describe('game night, as a host', () => {
  test('a category round: Try Again to the limit, Start Round, reload keeps it, End Round', async ({
    page,
    host,
  }) => {
    expect(host.id).toBeTruthy();
    const categories = (await (await page.request.get('/api/categories')).json()) as Category[];
    const [first, second] = categories.filter((c) => c.question_count >= 60);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Start New Game' }).click();
    await expect(page).toHaveURL(/\/setup$/);
    await page.getByText('Select a Category', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Start Category Game' })).toBeDisabled();
    await page.getByRole('checkbox', { name: new RegExp(`^${first.name}`) }).click();
    await expect(page.getByText('1 category selected')).toBeVisible();
    await page.getByRole('checkbox', { name: new RegExp(`^${second.name}`) }).click();
    await expect(page.getByText('2 categories selected')).toBeVisible();
    await page.getByRole('button', { name: 'Start Category Game' }).click();

    await expect(page).toHaveURL(/\/play$/);
    const questions = page.getByRole('article');
    await expect(questions).toHaveCount(10);
    await expect(page.getByText('Answer hidden until the round starts')).toHaveCount(10);
    // textContent: the badges are upper-cased by CSS only.
    for (const name of await questions.allTextContents()) {
      expect(name.includes(first.name) || name.includes(second.name)).toBe(true);
    }

    for (const left of ['2 tries', '1 try', '0 tries']) {
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByText(`New round pulled. ${left} remaining.`)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeDisabled();
    await expect(page.getByText("You've reached the maximum number of retries")).toBeVisible();

    await page.getByRole('button', { name: 'Start Round' }).click();
    await expect(page.getByText('Round started! Questions locked for 2 years.')).toBeVisible();
    await expect(page.getByText('Answer hidden until the round starts')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start Round' })).toHaveCount(0);
    const answersShown = await page.getByText('Round in progress').count();
    expect(answersShown).toBe(1);

    const before = await questions.allInnerTexts();
    await page.reload();
    await expect(questions).toHaveCount(10);
    expect(await questions.allInnerTexts()).toEqual(before);
    await expect(page.getByText('Round in progress')).toBeVisible();

    const [{ n }] = await sql<{ n: number }>(
      'select count(*)::int as n from used_questions where user_id = $1',
      [host.id],
    );
    expect(n).toBe(10);

    await page.getByRole('button', { name: 'End Round' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End Round' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Continue Current Game' })).toHaveCount(0);
  });

  test('the current game continues on another device', async ({ page, host, signedInAs }) => {
    await page.goto('/play');
    await expect(page.getByRole('article')).toHaveCount(10);
    await page.getByRole('button', { name: 'Start Round' }).click();
    await expect(page.getByText('Round in progress')).toBeVisible();
    const texts = await page.getByRole('article').allInnerTexts();

    const otherPage = await signedInAs(host);
    await otherPage.goto('/dashboard');
    await otherPage
      .getByRole('link', { name: 'Continue Current Game' })
      .or(otherPage.getByRole('button', { name: 'Continue Current Game' }))
      .click();
    await expect(otherPage.getByRole('article')).toHaveCount(10);
    expect(await otherPage.getByRole('article').allInnerTexts()).toEqual(texts);
  });

  test('flag a question from the round', async ({ page, host }) => {
    await page.goto('/play');
    const firstQuestion = page.getByRole('article').first();
    await expect(firstQuestion).toBeVisible();
    await firstQuestion.getByRole('button', { name: 'Flag question 1' }).click();
    await expect(firstQuestion.getByRole('button', { name: 'Submit Flag' })).toBeDisabled();
    await firstQuestion.getByLabel('Reason').click();
    await page.getByRole('option', { name: 'Incorrect answer' }).click();
    await firstQuestion.getByLabel('Note (optional)').fill('  The answer changed in 2020  ');
    await firstQuestion.getByRole('button', { name: 'Submit Flag' }).click();
    await expect(page.getByText('Question flagged successfully')).toBeVisible();
    await expect(firstQuestion.getByText('Flagged')).toBeVisible();
    // One trial host's flag hides the question from that host, not from everyone else.
    const [flag] = await sql<{ reason: string; note: string; status: string; hidden: boolean }>(
      `select f.reason, f.note, q.status,
         exists (select 1 from used_questions u where u.user_id = f.flagged_by
           and u.question_id = q.id) as hidden
       from flagged_questions f join trivia_questions q on q.id = f.linked_question_id
       where f.flagged_by = $1`,
      [host.id],
    );
    expect(flag).toEqual({
      reason: 'incorrect_answer',
      note: 'The answer changed in 2020',
      status: 'approved',
      hidden: true,
    });
  });

  test('Try Again with nothing new in the category keeps the round, says so and spends no try', async ({
    page,
    host,
  }) => {
    expect(host.id).toBeTruthy();
    const [category] = await sql<{ id: string }>(
      'insert into categories (name) values ($1) returning id',
      [`Ten Only ${host.id}`],
    );
    await sql(
      `insert into trivia_questions (question_text, correct_answer, category_id)
       select 'Ten-only question ' || n || ' of ' || $2 || '?', 'Answer ' || n, $1
       from generate_series(1, 10) n`,
      [category.id, host.id],
    );
    await page.goto('/dashboard');
    await page.evaluate((id) => {
      sessionStorage.setItem(
        'trivia-host:game-setup',
        JSON.stringify({ type: 'category', categoryIds: [id] }),
      );
    }, category.id);
    await page.goto('/play');
    const questions = page.getByRole('article');
    await expect(questions).toHaveCount(10);
    const before = await questions.allTextContents();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('No new questions available. Try again later.')).toBeVisible();
    // Enabled again once the pull has settled, its toast (if any) already shown: none came.
    // Counted once, not awaited: a toast closes by itself, so waiting for none always passes.
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(await page.getByText(/New round pulled/).count()).toBe(0);
    await expect(page.getByText(/\(3 tries remaining\)/)).toBeVisible();
    expect(await questions.allTextContents()).toEqual(before);
    await page.reload();
    await expect(questions).toHaveCount(10);
    await expect(page.getByText(/\(3 tries remaining\)/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  test.describe('the session ends under the open page: the spec’s sign-in messages', () => {
    test('Try Again', async ({ page, context, host }) => {
      expect(host.id).toBeTruthy();
      await page.goto('/play');
      await expect(page.getByRole('article')).toHaveCount(10);
      await context.clearCookies();
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByText('Please sign in to access trivia questions')).toBeVisible();
    });

    test('Start Round', async ({ page, context, host }) => {
      expect(host.id).toBeTruthy();
      await page.goto('/play');
      await expect(page.getByRole('article')).toHaveCount(10);
      await context.clearCookies();
      await page.getByRole('button', { name: 'Start Round' }).click();
      await expect(page.getByText('Please sign in to access trivia questions')).toBeVisible();
    });

    test('starting a game from the setup', async ({ page, context, host }) => {
      expect(host.id).toBeTruthy();
      await page.goto('/setup');
      await expect(page.getByRole('button', { name: 'Start Randomized Game' })).toBeEnabled();
      await context.clearCookies();
      await page.getByRole('button', { name: 'Start Randomized Game' }).click();
      await expect(page.getByText('Please sign in to access trivia questions')).toBeVisible();
    });

    test('flagging a question', async ({ page, context, host }) => {
      expect(host.id).toBeTruthy();
      await page.goto('/play');
      const firstQuestion = page.getByRole('article').first();
      await firstQuestion.getByRole('button', { name: 'Flag question 1' }).click();
      await firstQuestion.getByLabel('Reason').click();
      await page.getByRole('option', { name: 'Unclear question' }).click();
      await context.clearCookies();
      await firstQuestion.getByRole('button', { name: 'Submit Flag' }).click();
      await expect(page.getByText('Please sign in to flag questions')).toBeVisible();
    });

    test('submitting a question', async ({ page, context, host }) => {
      expect(host.id).toBeTruthy();
      await page.goto('/submit-question');
      await page
        .getByRole('textbox', { name: /^Question/ })
        .fill('Which planet has the most moons?');
      await page.getByRole('textbox', { name: /^Correct answer/ }).fill('Saturn');
      await page.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option').first().click();
      await context.clearCookies();
      await page.getByRole('button', { name: 'Submit Question' }).click();
      await expect(page.getByText('Please sign in to submit questions')).toBeVisible();
    });
  });

  test('a tie-breaker: retries counted on the server through a reload, then Use This Question reveals and locks it', async ({
    page,
    host,
  }) => {
    await page.goto('/tiebreaker');
    await expect(
      page.getByRole('heading', { name: 'Tie Breaker Question', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Try Different Question (3 left)' }),
    ).toBeVisible();
    for (const left of ['2 retries', '1 retry']) {
      await page.getByRole('button', { name: /Try Different Question/ }).click();
      await expect(
        page.getByText(`New tie breaker question loaded. ${left} remaining.`),
      ).toBeVisible();
    }
    // The server keeps the count: a reload shows the same question and 1 retry left.
    const current = await (await page.request.get('/api/tiebreakers/current')).json();
    expect(current.retriesLeft).toBe(1);
    await expect(page.getByText(current.tiebreaker.questionText, { exact: true })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('button', { name: 'Try Different Question (1 left)' }),
    ).toBeVisible();
    await expect(page.getByText(current.tiebreaker.questionText, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: /Try Different Question/ }).click();
    await expect(
      page.getByText('New tie breaker question loaded. 0 retries remaining.'),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Try Different Question (0 left)' }),
    ).toBeDisabled();
    await expect(page.getByText('No more retries remaining')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('button', { name: 'Try Different Question (0 left)' }),
    ).toBeDisabled();
    await expect(page.getByText('No more retries remaining')).toBeVisible();

    await page.getByRole('button', { name: 'Use This Question' }).click();
    await expect(page.getByText('Tie-breaker question locked for 1 year')).toBeVisible();
    // The bank holds both kinds: a list of answers, or a closest number and the guesses card.
    const used = await (await page.request.get('/api/tiebreakers/current')).json();
    const revealed =
      used.tiebreaker.kind === 'number'
        ? page.getByRole('heading', { name: 'Teams’ guesses' })
        : page.getByRole('heading', { name: /^Answers \(/ });
    await expect(revealed).toBeVisible();
    const [{ n }] = await sql<{ n: number }>(
      'select count(*)::int as n from tiebreaker_usage where user_id = $1',
      [host.id],
    );
    expect(n).toBe(1);

    // The used question stays through a reload until the host asks for the next tie-breaker.
    await page.reload();
    await expect(revealed).toBeVisible();
    await page.getByRole('button', { name: 'New Tie Breaker Question' }).click();
    await expect(
      page.getByRole('button', { name: 'Try Different Question (3 left)' }),
    ).toBeEnabled();
    await expect(revealed).toHaveCount(0);
  });

  test('scoreboard: add, +10, -10 at 0 stays 0, remove', async ({ page, host }) => {
    expect(host.id).toBeTruthy();
    await page.goto('/scoreboard');
    await expect(page.getByText('No teams added yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add Team' }).click();
    await expect(page.getByText('Please enter a team name').first()).toBeVisible();
    await page.getByLabel('Team name').fill('Quiz in My Pants');
    await page.getByRole('button', { name: 'Add Team' }).click();
    await expect(page.getByText('Team "Quiz in My Pants" added')).toBeVisible();
    const row = page.getByRole('row', { name: /Quiz in My Pants/ });
    await page.getByRole('button', { name: '+10 points for Quiz in My Pants' }).click();
    await expect(row.getByText('10', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '-10 points for Quiz in My Pants' }).click();
    await expect(row.getByText('0', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '-10 points for Quiz in My Pants' }).click();
    await expect(row.getByText('0', { exact: true })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('row', { name: /Quiz in My Pants/ }).getByText('0', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Remove Quiz in My Pants' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Team removed')).toBeVisible();
    await expect(page.getByText('No teams added yet')).toBeVisible();
  });

  test('team names with markup render as text', async ({ page, host }) => {
    expect(host.id).toBeTruthy();
    await page.goto('/scoreboard');
    const name = '<img src=x onerror="window.__xss=1"><b>Bold</b>';
    await page.getByLabel('Team name').fill(name);
    await page.getByRole('button', { name: 'Add Team' }).click();
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
  });

  test('submit a custom question for review', async ({ page, host }) => {
    await page.goto('/submit-question');
    await page.getByRole('button', { name: 'Submit Question' }).click();
    await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
    await page
      .getByRole('textbox', { name: /^Question/ })
      .fill('Which composer wrote the Goldberg Variations?');
    await page.getByRole('textbox', { name: /^Correct answer/ }).fill('Johann Sebastian Bach');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Submit Question' }).click();
    await expect(page.getByText('Question submitted successfully')).toBeVisible();
    const rows = await sql<{ status: string; difficulty: string }>(
      'select status, difficulty from custom_submissions where submitted_by = $1',
      [host.id],
    );
    expect(rows).toEqual([{ status: 'pending', difficulty: 'medium' }]);
  });

  test('change password, then sign in with the new one', async ({ page, host }) => {
    await page.goto('/profile');
    await page.getByLabel('Current password').fill(host.password);
    await page.getByLabel('New password', { exact: true }).fill('new-secret-9');
    await page.getByLabel('Confirm new password').fill('new-secret-9');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughUi(page, { email: host.email, password: 'new-secret-9' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an expired host is sent to /subscription', async ({ page, host }) => {
    await sql(`update "user" set subscription_status = 'expired' where id = $1`, [host.id]);
    await page.goto('/play');
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(
      page.getByText('Subscription Required: This feature requires an active subscription'),
    ).toBeVisible();
  });
});

test('the round reads well on a phone and on a desktop @smoke', async ({ page, host }) => {
  expect(host.id).toBeTruthy();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/play');
  await expect(page.getByRole('article')).toHaveCount(10);
  await page.screenshot({ path: 'test-results/play-desktop-hidden.png', fullPage: false });
  await page.getByRole('button', { name: 'Start Round' }).click();
  await expect(page.getByText('Round in progress')).toBeVisible();
  await page.screenshot({ path: 'test-results/play-desktop-started.png', fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/play-phone-started.png', fullPage: false });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
