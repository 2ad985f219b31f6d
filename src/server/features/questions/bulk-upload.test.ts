import { randomBytes } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_MESSAGES,
  bulkPreviewSchema,
  bulkUploadResultSchema,
} from '../../../core/bulk-upload';
import { triviaQuestions } from '../../db/schema';
import { seedCategory } from '../../test/factories';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

// The admin bulk upload over HTTP: POST /api/admin/questions/bulk/preview and /bulk.

let ctx: TestContext;
let admin: TestUser;
let geography: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createAdmin();
  geography = (await seedCategory(ctx, 'Geography')).id;
});
afterAll(() => ctx.close());

const call = (path: string, body: unknown) =>
  ctx.request(`/api/admin/questions${path}`, { method: 'POST', body, cookie: admin.cookie });
const preview = async (body: unknown) => (await call('/bulk/preview', body)).json();
const tag = () => randomBytes(3).toString('hex');
const header = 'Question;Answer;Category;Difficulty';

/** The stored questions whose text contains `prefix` (in any case), in text order. */
async function storedStartingWith(prefix: string) {
  return ctx.db
    .select()
    .from(triviaQuestions)
    .where(sql`${triviaQuestions.questionText} ilike ${`%${prefix}%`}`)
    .orderBy(triviaQuestions.questionText);
}

describe('bulk upload', () => {
  it('previews valid and invalid rows, then uploads only the valid ones', async () => {
    const t = tag();
    const text = `${header}\nCapital of Chile ${t}?;Santiago;Geography;easy\nBroken row;only\nCapital of Kenya ${t}?;Nairobi;Nowhere;hard`;
    const shown = await preview({ format: 'csv', delimiter: 'semicolon', text });
    expect(bulkPreviewSchema.safeParse(shown).error).toBeUndefined();
    expect(shown.summary).toBe('2 valid questions found, 1 questions have errors');
    expect(shown.rows[1].error).toBe('Row 3: Not enough columns');
    expect(shown.rows[2].categoryId).toBeNull();
    const upload = await call('/bulk', { format: 'csv', delimiter: 'semicolon', text });
    expect(upload.status).toBe(201);
    const uploaded = await upload.json();
    expect(bulkUploadResultSchema.safeParse(uploaded).error).toBeUndefined();
    expect(uploaded).toMatchObject({
      inserted: 2,
      skipped: 1,
      duplicates: 0,
      message: '2 questions added successfully to the question pool',
    });
  });

  it('gives the spec messages for empty, unparsable and all-invalid input', async () => {
    expect((await preview({ format: 'csv', text: '' })).error).toBe(
      'Please enter some data to preview',
    );
    expect((await preview({ format: 'json', text: '{"x":1}' })).error).toBe(
      'JSON data must be an array of question objects',
    );
    const invalid = await call('/bulk', {
      format: 'csv',
      text: `${header}\nNo answer?;;Geography;easy`,
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.message).toBe('No valid questions to upload');
  });

  it('uploads 10,000 rows in one request, all or nothing', async () => {
    const before = (await ctx.db.select({ n: count() }).from(triviaQuestions))[0].n;
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `Bulk question number ${i}?;Answer ${i};Geography;medium`,
    );
    const res = await call('/bulk', { format: 'csv', text: [header, ...lines].join('\n') });
    expect(res.status).toBe(201);
    expect((await res.json()).inserted).toBe(10_000);
    const after = (await ctx.db.select({ n: count() }).from(triviaQuestions))[0].n;
    expect(after - before).toBe(10_000);

    // A failure mid-way (a row too long for nothing but the database to refuse: a NUL byte) rolls all back.
    const poisoned = [
      ...lines.slice(0, 6000).map((l) => `x${l}`),
      'Bad \u0000 row?;a;Geography;easy',
      ...lines.slice(6000).map((l) => `y${l}`),
    ];
    const failed = await call('/bulk', { format: 'csv', text: [header, ...poisoned].join('\n') });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const final = (await ctx.db.select({ n: count() }).from(triviaQuestions))[0].n;
    expect(final).toBe(after);
  });

  it('refuses a body over the limit with 413', async () => {
    const text = `${header}\n${'x'.repeat(6 * 1024 * 1024)};a;Geography;easy`;
    expect((await call('/bulk', { format: 'csv', text })).status).toBe(413);
  });
});

describe('bulk upload: the delimiter', () => {
  it('refuses a comma file read with semicolons, and reads it right when detected', async () => {
    const t = tag();
    const text = `Question,Answer,Category,Difficulty\nDelimiter ${t}: capital of Peru?,Lima,Geography,easy\nDelimiter ${t}: capital of Chad?,N'Djamena,Geography,hard`;
    const forced = await preview({ format: 'csv', delimiter: 'semicolon', text });
    expect(forced).toMatchObject({
      rows: [],
      error: 'Missing required columns: answer, category, difficulty',
    });
    const refused = await call('/bulk', { format: 'csv', delimiter: 'semicolon', text });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(
      'Missing required columns: answer, category, difficulty',
    );
    expect(await storedStartingWith(`Delimiter ${t}`)).toEqual([]);

    // No delimiter given: detected.
    const res = await call('/bulk', { format: 'csv', text });
    expect(res.status).toBe(201);
    const stored = await storedStartingWith(`Delimiter ${t}`);
    expect(
      stored.map((q) => [q.questionText, q.correctAnswer, q.categoryId, q.difficulty]),
    ).toEqual([
      [`Delimiter ${t}: capital of Chad?`, "N'Djamena", geography, 'hard'],
      [`Delimiter ${t}: capital of Peru?`, 'Lima', geography, 'easy'],
    ]);
  });
});

describe('bulk upload: Open Trivia DB', () => {
  it('decodes every entity once and keeps true/false and multiple-choice options', async () => {
    const t = tag();
    const file = {
      response_code: 0,
      results: [
        {
          type: 'multiple',
          difficulty: 'medium',
          category: 'Geography',
          question: `OpenTDB ${t}: the &Aring;land Islands&#039; capital &ndash; &quot;Mariehamn&quot; or?`,
          correct_answer: 'Mariehamn',
          incorrect_answers: ['Tórshavn', 'Caf&eacute; &amp; Bar', 'Nuuk'],
        },
        {
          type: 'boolean',
          difficulty: 'easy',
          category: 'Geography',
          question: `OpenTDB ${t}: Hyphen&shy;ation is invisible.`,
          correct_answer: 'False',
          incorrect_answers: ['True'],
        },
      ],
    };
    const res = await call('/bulk', { format: 'json', text: JSON.stringify(file) });
    expect(res.status).toBe(201);
    const stored = await storedStartingWith(`OpenTDB ${t}`);
    const mc = stored.find((q) => q.kind === 'multiple_choice');
    const tf = stored.find((q) => q.kind === 'true_false');
    expect(mc).toMatchObject({
      questionText: `OpenTDB ${t}: the Åland Islands' capital – "Mariehamn" or?`,
      kind: 'multiple_choice',
      correctAnswer: 'Mariehamn',
      multipleChoiceOptions: ['Mariehamn', 'Tórshavn', 'Café & Bar', 'Nuuk'],
      categoryId: geography,
    });
    expect(tf).toMatchObject({
      questionText: `OpenTDB ${t}: Hyphenation is invisible.`,
      kind: 'true_false',
      correctAnswer: 'False',
      multipleChoiceOptions: ['True', 'False'],
    });
  });
});

describe('bulk upload: optional columns and the dialog limits', () => {
  it('stores kind, options and variants, and refuses what the edit dialog refuses', async () => {
    const t = tag();
    const text = [
      `${header};Kind;Options;Variants`,
      `Columns ${t}: largest planet?;jupiter;Science;easy;;Mars | Jupiter | Venus;`,
      `Columns ${t}: who painted Guernica?;Pablo Picasso;Art;hard;Open answer;;Picasso | P. Picasso`,
      `Columns ${t}: bones in the body?;206;Science;medium;number;;`,
      `Columns ${t}: flag?;France;Geography;easy;Picture;;`,
      `Columns ${t}: ${'x'.repeat(1208)}?;a;Science;easy;;;`,
    ].join('\n');
    const shown = await preview({ format: 'csv', text });
    expect(shown.rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      null,
      null,
      `Row 5: ${BULK_MESSAGES.pictureNotImportable}`,
      'Row 6: Question: At most 1000 characters',
    ]);
    expect(shown.rows[4].questionText).toHaveLength(1225);
    const res = await call('/bulk', { format: 'csv', text });
    expect(await res.json()).toMatchObject({ inserted: 3, skipped: 2 });
    const stored = await storedStartingWith(`Columns ${t}`);
    expect(
      stored.map((q) => [q.kind, q.correctAnswer, q.multipleChoiceOptions, q.answerVariants]),
    ).toEqual([
      ['number', '206', null, []],
      ['multiple_choice', 'Jupiter', ['Mars', 'Jupiter', 'Venus'], []],
      ['open', 'Pablo Picasso', null, ['Picasso', 'P. Picasso']],
    ]);
    expect(stored.every((q) => q.questionText.length <= 1000)).toBe(true);
  });

  it('reads options, variants and kind from JSON items', async () => {
    const t = tag();
    const items = [
      {
        question: `JSON ${t}: largest ocean?`,
        answer: 'Pacific',
        category: 'Geography',
        options: ['Atlantic', 'Pacific'],
        variants: ['Pacific Ocean'],
      },
      {
        question: `JSON ${t}: is the sky blue?`,
        answer: 'yes',
        category: 'Science',
        kind: 'True or false',
      },
    ];
    const shown = await preview({ format: 'json', text: JSON.stringify(items) });
    expect(shown.rows[1].error).toBe(
      'Item 2: The answer to a true or false question is True or False',
    );
    await call('/bulk', { format: 'json', text: JSON.stringify(items) });
    const [ocean] = await storedStartingWith(`JSON ${t}`);
    expect(ocean).toMatchObject({
      kind: 'multiple_choice',
      multipleChoiceOptions: ['Atlantic', 'Pacific'],
      answerVariants: ['Pacific Ocean'],
    });
    expect(await storedStartingWith(`JSON ${t}: is`)).toEqual([]);
  });
});

describe('bulk upload: duplicates', () => {
  it('marks repeats of the file and of the pool, skips them unless kept', async () => {
    const t = tag();
    const inPool = `Dup ${t}: capital of Peru?`;
    const withPicture = `Dup ${t}: which country's flag?`;
    await ctx.db.insert(triviaQuestions).values([
      { questionText: inPool, correctAnswer: 'Lima' },
      { questionText: withPicture, correctAnswer: 'France', kind: 'picture', picture: 'flag:fr' },
    ]);
    const text = [
      header,
      `Dup ${t}: capital of Chile?;Santiago;Geography;easy`,
      `  ${inPool.toUpperCase()} ;Lima;Geography;easy`,
      `Dup ${t}: capital of Kenya?;Nairobi;Geography;easy`,
      `dup ${t}: CAPITAL OF CHILE?;Santiago;Geography;hard`,
      `${withPicture};France;Geography;easy`,
    ].join('\n');
    const shown = await preview({ format: 'csv', text });
    expect(
      shown.rows.map((r: { duplicateOf: number | null; inPool: boolean }) => [
        r.duplicateOf,
        r.inPool,
      ]),
    ).toEqual([
      [null, false],
      [null, true],
      [null, false],
      [2, false],
      [null, false],
    ]);
    expect(shown.duplicates).toBe(2);

    const res = await call('/bulk', { format: 'csv', text });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      inserted: 3,
      skipped: 2,
      duplicates: 2,
      message: '3 questions added successfully to the question pool (2 duplicates skipped)',
    });
    const stored = await storedStartingWith(`Dup ${t}`);
    expect(stored.map((q) => q.questionText).sort()).toEqual(
      [
        `Dup ${t}: capital of Chile?`,
        `Dup ${t}: capital of Kenya?`,
        inPool,
        withPicture,
        withPicture,
      ].sort(),
    );

    // Everything is now in the pool: nothing new, unless the admin keeps the duplicates.
    const again = await call('/bulk', { format: 'csv', text });
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toBe(BULK_MESSAGES.onlyDuplicates);
    const kept = await call('/bulk', { format: 'csv', text, keepDuplicates: true });
    expect(await kept.json()).toMatchObject({ inserted: 5, skipped: 0, duplicates: 0 });
    const ids = (await storedStartingWith(`Dup ${t}`)).map((q) => q.id);
    expect(ids).toHaveLength(10);
    await ctx.db.delete(triviaQuestions).where(inArray(triviaQuestions.id, ids));
    expect(
      await ctx.db.select().from(triviaQuestions).where(eq(triviaQuestions.questionText, inPool)),
    ).toEqual([]);
  });
});
