import { randomBytes } from 'node:crypto';
import { E2E_ADMIN } from './env';
import { adminPost, expect, sql, test } from './fixtures';

// A closest-number tie-breaker on the host's screen: the answer hidden until used, then the
// teams' guesses typed in, the winner and the distances shown, and the guesses kept through
// a reload (they live on the server).

test('closest number: the host types the guesses, sees the winner, and a reload keeps them', async ({
  page,
  host,
  baseURL,
  signedInAs,
}, testInfo) => {
  const question = `How tall is the Eiffel Tower to its tip, in metres? (${randomBytes(3).toString('hex')})`;
  const adminPage = await signedInAs(E2E_ADMIN);
  const created = await adminPost<{ id: string }>(adminPage, baseURL!, '/api/admin/tiebreakers', {
    kind: 'number',
    questionText: question,
    numberAnswer: 330,
    unit: 'metres',
    source: 'toureiffel.paris',
  });
  // Every other tie-breaker is used by this host: the new one is the only one left.
  await sql(
    `insert into tiebreaker_usage (user_id, tiebreaker_id)
     select $1, id from tiebreaker_pool where id <> $2`,
    [host.id, created.id],
  );
  await sql(
    `insert into teams (name, score, created_by) values ('Owls', 20, $1), ('Foxes', 10, $1)`,
    [host.id],
  );

  await page.goto('/tiebreaker');
  await expect(page.getByText(question, { exact: true })).toBeVisible();
  await expect(page.getByText('Closest number wins', { exact: true })).toBeVisible();
  await expect(page.getByText('330 metres')).toHaveCount(0);

  await page.getByRole('button', { name: 'Use This Question' }).click();
  await expect(page.getByText('Tie-breaker question locked for 1 year')).toBeVisible();
  await expect(page.getByText('330 metres', { exact: true })).toBeVisible();
  await expect(page.getByText('Source: toureiffel.paris')).toBeVisible();

  await page.getByLabel('Guess for Owls').fill('300');
  await page.getByLabel('Guess for Foxes').fill('324.5');
  await page.getByLabel('Team name, row 3').fill('Bees');
  await page.getByLabel('Guess, row 3').fill('400');

  const winner = page.getByTestId('tiebreaker-winner');
  await expect(winner).toHaveText('Winner: Foxes, 5.5 metres under');
  const table = page.getByRole('table', { name: 'Guesses, closest first' });
  await expect(table.getByRole('row')).toHaveText([
    /Team\s*Guess\s*How far/,
    /Foxes.*324\.5.*5\.5 metres under/,
    /Owls.*300.*30 metres under/,
    /Bees.*400.*70 metres over/,
  ]);
  await expect(page.getByText('Guesses saved')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('number-1280.png'), fullPage: true });

  const [row] = await sql<{ guesses: unknown }>(
    'select guesses from tiebreaker_sessions where user_id = $1',
    [host.id],
  );
  expect(row.guesses).toEqual([
    { team: 'Owls', guess: 300 },
    { team: 'Foxes', guess: 324.5 },
    { team: 'Bees', guess: 400 },
  ]);

  await page.reload();
  await expect(page.getByLabel('Guess for Owls')).toHaveValue('300');
  await expect(page.getByLabel('Guess for Foxes')).toHaveValue('324.5');
  await expect(page.getByLabel('Team name, row 3')).toHaveValue('Bees');
  await expect(page.getByLabel('Guess, row 3')).toHaveValue('400');
  await expect(winner).toHaveText('Winner: Foxes, 5.5 metres under');

  // A tie: both shown as tied.
  await page.getByLabel('Guess for Owls').fill('335.5');
  await expect(winner).toHaveText('Tied: Owls and Foxes, each 5.5 metres off');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(winner).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('number-390.png'), fullPage: true });
});
