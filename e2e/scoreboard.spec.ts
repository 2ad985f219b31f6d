import type { Page } from '@playwright/test';
import { expect, sql, test } from './fixtures';

const ALPHA = 'Alpha Quizzers';
const BRAVO = 'Bravo Brains';
const CHARLIE = 'Charlie Champs';
const DELTA = 'Delta Dynamos';

/** Teams straight into the database, added a minute apart in the order given. */
async function seedTeams(hostId: string, teams: [name: string, score: number][]) {
  for (const [index, [name, score]] of teams.entries()) {
    await sql(
      `insert into teams (name, score, created_by, created_at)
       values ($1, $2, $3, now() - make_interval(mins => $4))`,
      [name, score, hostId, teams.length - index],
    );
  }
}

async function storedScores(hostId: string): Promise<Record<string, number>> {
  const rows = await sql<{ name: string; score: number }>(
    'select name, score from teams where created_by = $1',
    [hostId],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.score]));
}

/** The scoreboard's rows as shown, top to bottom: [rank, team name, score]. */
async function shownRows(page: Page): Promise<string[][]> {
  const rows = page
    .getByRole('table', { name: 'Teams' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  const shown: string[][] = [];
  for (const row of await rows.all()) {
    shown.push((await row.getByRole('cell').allInnerTexts()).slice(0, 3).map((t) => t.trim()));
  }
  return shown;
}

async function shownTotal(page: Page): Promise<number> {
  return (await shownRows(page)).reduce((total, [, , score]) => total + Number(score), 0);
}

const VIEWPORTS = [
  { label: 'desktop', size: { width: 1280, height: 800 } },
  { label: 'phone', size: { width: 390, height: 844 } },
];

test.describe('scoreboard', () => {
  for (const { label, size } of VIEWPORTS) {
    test(`three +10 clicks at one spot all go to the team under the pointer (${label})`, async ({
      page,
      host,
    }, testInfo) => {
      await page.setViewportSize(size);
      // Bravo and Charlie tie at 0 and Charlie is last: its first +10 would lift it a row.
      await seedTeams(host.id, [
        [ALPHA, 20],
        [BRAVO, 0],
        [CHARLIE, 0],
      ]);
      await page.goto('/scoreboard');
      await expect
        .poll(() => shownRows(page))
        .toEqual([
          ['1', ALPHA, '20'],
          ['2', BRAVO, '0'],
          ['2', CHARLIE, '0'],
        ]);

      // WCAG 2.5.3: the accessible names hold the visible labels.
      await expect(page.getByRole('button', { name: `-10 points for ${CHARLIE}` })).toHaveText(
        '-10',
      );
      const plus = page.getByRole('button', { name: `+10 points for ${CHARLIE}` });
      await expect(plus).toHaveText('+10');
      await plus.scrollIntoViewIfNeeded();
      const box = (await plus.boundingBox())!;
      const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

      // The same spot each time, each click as soon as the last one shows, as a host clicks.
      for (const clicks of [1, 2, 3]) {
        await page.mouse.click(spot.x, spot.y);
        await expect.poll(() => shownTotal(page)).toBe(20 + 10 * clicks);
      }

      // The rows held still; the ranks follow the scores.
      expect(await shownRows(page)).toEqual([
        ['2', ALPHA, '20'],
        ['3', BRAVO, '0'],
        ['1', CHARLIE, '30'],
      ]);
      expect(await storedScores(host.id)).toEqual({ [ALPHA]: 20, [BRAVO]: 0, [CHARLIE]: 30 });
      // Spec: a score change shows no toast.
      await expect(page.getByRole('alert')).toHaveCount(0);

      // After the pause the mouse resting on the rows still holds them, then leaving sorts.
      await expect(
        page.getByRole('status').filter({ hasText: 'Sorts when the pointer leaves the table' }),
      ).toBeVisible();
      expect(await plus.boundingBox()).toEqual(box);
      expect((await shownRows(page)).map(([, name]) => name)).toEqual([ALPHA, BRAVO, CHARLIE]);
      await page.screenshot({ path: testInfo.outputPath(`held-${label}.png`), fullPage: true });

      await page.mouse.move(1, 1);
      await expect
        .poll(() => shownRows(page))
        .toEqual([
          ['1', CHARLIE, '30'],
          ['2', ALPHA, '20'],
          ['3', BRAVO, '0'],
        ]);
      await expect(page.getByRole('status').filter({ hasText: 'Sorted by score' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`sorted-${label}.png`), fullPage: true });
    });
  }

  test('Sort by score ranks the held rows at once', async ({ page, host }) => {
    await seedTeams(host.id, [
      [ALPHA, 20],
      [BRAVO, 0],
      [CHARLIE, 0],
    ]);
    await page.goto('/scoreboard');
    const sortButton = page.getByRole('button', { name: 'Sort by score' });
    await expect(sortButton).toBeDisabled();
    await page.getByRole('button', { name: `+10 points for ${CHARLIE}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order held' })).toBeVisible();
    await expect
      .poll(() => shownRows(page))
      .toEqual([
        ['1', ALPHA, '20'],
        ['3', BRAVO, '0'],
        ['2', CHARLIE, '10'],
      ]);

    // The pointer rests on the card, so only the button can sort the rows now.
    await sortButton.click();
    await expect
      .poll(() => shownRows(page))
      .toEqual([
        ['1', ALPHA, '20'],
        ['2', CHARLIE, '10'],
        ['3', BRAVO, '0'],
      ]);
    await expect(sortButton).toBeDisabled();
  });

  test('a new team goes under the others without moving them, with its toast', async ({
    page,
    host,
  }) => {
    await seedTeams(host.id, [
      [ALPHA, 20],
      [BRAVO, 10],
      [CHARLIE, 0],
    ]);
    await page.goto('/scoreboard');
    await expect.poll(async () => (await shownRows(page)).length).toBe(3);
    const plus = page.getByRole('button', { name: `+10 points for ${CHARLIE}` });
    const box = await plus.boundingBox();

    await page.getByLabel('Team name').fill(DELTA);
    await page.getByRole('button', { name: 'Add Team' }).click();
    await expect(page.getByText(`Team "${DELTA}" added`)).toBeVisible();
    expect(await shownRows(page)).toEqual([
      ['1', ALPHA, '20'],
      ['2', BRAVO, '10'],
      ['3', CHARLIE, '0'],
      ['3', DELTA, '0'],
    ]);
    expect(await plus.boundingBox()).toEqual(box);
  });

  test('the dashboard preview shows the standings while the scoreboard holds its rows', async ({
    page,
    host,
  }) => {
    await seedTeams(host.id, [
      [ALPHA, 20],
      [BRAVO, 0],
      [CHARLIE, 0],
      [DELTA, 0],
    ]);
    await page.goto('/scoreboard');
    await page.getByRole('button', { name: `+10 points for ${CHARLIE}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order held' })).toBeVisible();
    await expect.poll(() => shownTotal(page)).toBe(30);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    const preview = page.getByRole('table', { name: 'Top teams' });
    await expect(preview.getByRole('row')).toHaveCount(4);
    const previewRows = preview.getByRole('row').filter({ has: page.getByRole('cell') });
    const shown = await Promise.all(
      (await previewRows.all()).map((row) => row.getByRole('cell').allInnerTexts()),
    );
    expect(shown).toEqual([
      ['1', ALPHA, '20'],
      ['2', CHARLIE, '10'],
      ['3', BRAVO, '0'],
    ]);
  });

  test('a session that ends under the page: adding a team asks to log in', async ({
    page,
    host,
  }) => {
    await page.goto('/scoreboard');
    await expect(page.getByText('No teams added yet')).toBeVisible();
    await page.context().clearCookies();

    await page.getByLabel('Team name').fill(DELTA);
    await page.getByRole('button', { name: 'Add Team' }).click();
    await expect(page.getByText('You need to be logged in to add teams')).toBeVisible();
    expect(await storedScores(host.id)).toEqual({});
  });
});
