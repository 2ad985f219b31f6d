import { performance } from 'node:perf_hooks';
import { categoryNameKey, findCategoryNamed } from '../../core/categories';
import type { Database } from '../db/client';
import {
  STARTER_CATEGORIES,
  STARTER_QUESTIONS,
  STARTER_TIEBREAKERS,
} from '../db/seed/starter-data';
import { BANK_CATEGORIES } from './categories';
import { writeChemistryQuestions } from './generators/chemistry';
import { writeCityQuestions } from './generators/cities';
import { writeCountryFacts } from './generators/country-facts';
import { writeCountryPlaces } from './generators/country-places';
import { writeRomanNumeralQuestions } from './generators/roman-numerals';
import { writeSpaceQuestions } from './generators/space';
import { writeTiebreakers } from './generators/tiebreakers';
import { writeUsStateQuestions } from './generators/us-states';
import { forgetCities } from './sources/cities';
import { forgetCountries } from './sources/countries';
import { forgetElements } from './sources/elements';
import { forgetConstellations } from './sources/sky';
import { forgetUsStates } from './sources/us-states';
import type { Bank, BankCategory } from './types';
import { BankWriter } from './writer';

export type { Bank, BankCategory, BankQuestion, BankTiebreaker } from './types';

let cached: Bank | undefined;

/** The bank, built once and kept (tests and tools that read it several times). */
export function generateBank(): Bank {
  cached ??= buildBank();
  return cached;
}

/**
 * The whole starter bank: the hand-written starter rows first (their texts win any clash),
 * then every generated question. Deterministic for the pinned data packages.
 */
export function buildBank(): Bank {
  try {
    return writeBank();
  } finally {
    forgetCountries();
    forgetCities();
    forgetUsStates();
    forgetElements();
    forgetConstellations();
  }
}

function writeBank(): Bank {
  const w = new BankWriter();
  STARTER_QUESTIONS.forEach((q, i) => {
    w.addFixedQuestion({
      bankKey: `starter:${i}`,
      category: q.category,
      question: q.question,
      answer: q.answer,
      difficulty: q.difficulty,
      options: q.options ?? null,
    });
  });
  STARTER_TIEBREAKERS.forEach((t, i) => {
    w.reserveTiebreakerText(t.question);
    w.tiebreakers.push({ bankKey: `starter-tb:${i}`, question: t.question, answers: t.answers });
  });

  writeCountryPlaces(w);
  writeCountryFacts(w);
  writeCityQuestions(w);
  writeUsStateQuestions(w);
  writeChemistryQuestions(w);
  writeSpaceQuestions(w);
  writeRomanNumeralQuestions(w);
  writeTiebreakers(w);

  const categoryList: BankCategory[] = [];
  const seen = new Set<string>();
  for (const c of [...STARTER_CATEGORIES, ...BANK_CATEGORIES]) {
    if (seen.has(categoryNameKey(c.name))) continue;
    seen.add(categoryNameKey(c.name));
    categoryList.push(c);
  }
  return { categories: categoryList, questions: w.questions, tiebreakers: w.tiebreakers };
}

export interface LoadBankResult {
  categoriesAdded: number;
  questionsAdded: number;
  tiebreakersAdded: number;
  questionsInBank: number;
  tiebreakersInBank: number;
  generateMs: number;
  loadMs: number;
}

/** Rows per insert: each statement sends one array per column, whatever the row count. */
const BATCH_SIZE = 1000;

type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** Runs `work` in one transaction on whichever driver is underneath. */
async function inTransaction<T>(
  database: Database,
  work: (query: Query) => Promise<T>,
): Promise<T> {
  if (database.pglite) {
    return database.pglite.transaction(async (tx) =>
      work(async (text, params) => (await tx.query(text, params)).rows as never),
    );
  }
  const client = await database.pool!.connect();
  try {
    await client.query('begin');
    const result = await work(async (text, params) => (await client.query(text, params)).rows);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Loads the bank in one transaction. Idempotent: rows are keyed by bank_key and inserted
 * with `on conflict (bank_key) do nothing`, so a reload adds only what is missing and never
 * touches a row that exists (an admin's edit, an is_edited row) or an admin-made row
 * (bank_key null). Each batch is one multi-row insert from column arrays (`unnest`), which
 * keeps the statement and its parameters small on both drivers.
 */
export async function loadBank(database: Database, bank?: Bank): Promise<LoadBankResult> {
  const startedAt = performance.now();
  // Built afresh, not cached: a server seeds once and should not keep the bank in memory.
  const data = bank ?? buildBank();
  const generatedAt = performance.now();
  const counts = await inTransaction(database, async (query) => {
    // By the category-name rule: an admin may have changed the case of a name.
    const readCategories = () =>
      query<{ id: string; name: string }>('select id, name from categories');
    const existing = await readCategories();
    const missing = data.categories.filter((c) => !findCategoryNamed(existing, c.name));
    const addedCategories = await query(
      `insert into categories (name, description)
       select * from unnest($1::text[], $2::text[])
       on conflict do nothing
       returning id`,
      [missing.map((c) => c.name), missing.map((c) => c.description)],
    );
    const idByName = new Map((await readCategories()).map((r) => [categoryNameKey(r.name), r.id]));

    let questionsAdded = 0;
    for (const batch of chunks(data.questions, BATCH_SIZE)) {
      const added = await query(
        `insert into trivia_questions
           (question_text, correct_answer, category_id, difficulty, status, multiple_choice_options, bank_key)
         select q, a, c, d::difficulty, 'approved', o, k
         from unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::jsonb[], $6::text[])
           as t(q, a, c, d, o, k)
         on conflict (bank_key) do nothing
         returning id`,
        [
          batch.map((q) => q.question),
          batch.map((q) => q.answer),
          batch.map((q) => idByName.get(categoryNameKey(q.category)) ?? null),
          batch.map((q) => q.difficulty),
          batch.map((q) => (q.options ? JSON.stringify(q.options) : null)),
          batch.map((q) => q.bankKey),
        ],
      );
      questionsAdded += added.length;
    }

    let tiebreakersAdded = 0;
    for (const batch of chunks(data.tiebreakers, BATCH_SIZE)) {
      const added = await query(
        `insert into tiebreaker_pool (question_text, answer_options, bank_key)
         select * from unnest($1::text[], $2::jsonb[], $3::text[])
         on conflict (bank_key) do nothing
         returning id`,
        [
          batch.map((t) => t.question),
          batch.map((t) => JSON.stringify(t.answers)),
          batch.map((t) => t.bankKey),
        ],
      );
      tiebreakersAdded += added.length;
    }
    return { categoriesAdded: addedCategories.length, questionsAdded, tiebreakersAdded };
  });
  const finishedAt = performance.now();
  return {
    ...counts,
    questionsInBank: data.questions.length,
    tiebreakersInBank: data.tiebreakers.length,
    generateMs: Math.round(generatedAt - startedAt),
    loadMs: Math.round(finishedAt - generatedAt),
  };
}
