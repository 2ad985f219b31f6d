import { performance } from 'node:perf_hooks';
import { categoryNameKey, findCategoryNamed } from '../../core/categories';
import { type Database, rawTransaction } from '../db/client';
import {
  STARTER_CATEGORIES,
  STARTER_QUESTIONS,
  STARTER_TIEBREAKERS,
} from '../db/seed/starter-data';
import { BANK_CATEGORIES, CATEGORY } from './categories';
import { writeChemistryQuestions } from './generators/chemistry';
import { writeCityQuestions } from './generators/cities';
import { writeCountryFacts } from './generators/country-facts';
import { writeCountryPlaces } from './generators/country-places';
import { countryVariants } from './generators/country-variants';
import { writeRomanNumeralQuestions } from './generators/roman-numerals';
import { writeSpaceQuestions } from './generators/space';
import { writeTiebreakers } from './generators/tiebreakers';
import { writeTrueFalseQuestions } from './generators/true-false';
import { writeUsStateQuestions } from './generators/us-states';
import { forgetCities } from './sources/cities';
import { forgetCountries, loadCountries } from './sources/countries';
import { DATA_SOURCES } from './sources/credits';
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
  // A country's short forms count wherever a country is the answer (not for US states: Georgia).
  w.setAnswerVariants(countryVariants(loadCountries()), [CATEGORY.usStates]);
  STARTER_QUESTIONS.forEach((q, i) => {
    w.addFixedQuestion({
      bankKey: `starter:${i}`,
      category: q.category,
      question: q.question,
      answer: q.answer,
      difficulty: q.difficulty,
      options: q.options ?? null,
      variants: q.variants,
      source: q.source ?? null,
    });
  });
  STARTER_TIEBREAKERS.forEach((t, i) => {
    w.reserveTiebreakerText(t.question);
    w.tiebreakers.push({
      bankKey: `starter-tb:${i}`,
      question: t.question,
      answers: t.answers,
      kind: 'list',
      numberAnswer: null,
      source: null,
    });
  });

  w.withSource(DATA_SOURCES.worldCountries, () => {
    writeCountryPlaces(w);
    writeCountryFacts(w);
    writeTrueFalseQuestions(w);
  });
  w.withSource(DATA_SOURCES.cities, () => writeCityQuestions(w));
  w.withSource(DATA_SOURCES.usStates, () => writeUsStateQuestions(w));
  w.withSource(DATA_SOURCES.elements, () => writeChemistryQuestions(w));
  w.withSource(DATA_SOURCES.astronomy, () => writeSpaceQuestions(w));
  w.withSource(DATA_SOURCES.romanNumerals, () => writeRomanNumeralQuestions(w));
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
  /** Unedited bank rows brought to the bank's current text, kind, options, variants, picture, source. */
  questionsUpdated: number;
  /** Unedited bank rows of questions the bank no longer writes, taken out of rounds (rejected). */
  questionsRetired: number;
  tiebreakersAdded: number;
  tiebreakersUpdated: number;
  questionsInBank: number;
  tiebreakersInBank: number;
  generateMs: number;
  loadMs: number;
}

/** Rows per insert: each statement sends one array per column, whatever the row count. */
const BATCH_SIZE = 1000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Keys of questions earlier banks wrote and this one no longer does ('Which of these is the
 * flag of X?', with emoji options): an unedited approved row of these is rejected on load.
 */
const RETIRED_KEY_PREFIXES = ['flag-of:'];

/**
 * Loads the bank in one transaction. Idempotent: rows are keyed by bank_key. A missing row is
 * inserted; an existing bank row nobody edited (is_edited false) is brought to the bank's
 * current content (text, answer, kind, options, variants, picture, source) when it differs;
 * an edited row and an admin-made row (bank_key null) are never touched. A second load
 * changes nothing. Each batch is one multi-row statement from column arrays (`unnest`), which
 * keeps the statement and its parameters small on both drivers.
 */
export async function loadBank(database: Database, bank?: Bank): Promise<LoadBankResult> {
  const startedAt = performance.now();
  // Built afresh, not cached: a server seeds once and should not keep the bank in memory.
  const data = bank ?? buildBank();
  const generatedAt = performance.now();
  const counts = await rawTransaction(database, async (query) => {
    // By the category-name rule: an admin may have changed the case of a name.
    const readCategories = () =>
      query<{ id: string; name: string }>('select id, name from categories');
    const existing = await readCategories();
    const missing = data.categories.filter((c) => !findCategoryNamed(existing, c.name));
    const addedCategories = await query(
      `insert into categories (name, description, is_data_heavy)
       select * from unnest($1::text[], $2::text[], $3::boolean[])
       on conflict do nothing
       returning id`,
      [
        missing.map((c) => c.name),
        missing.map((c) => c.description),
        missing.map((c) => c.isDataHeavy === true),
      ],
    );
    const idByName = new Map((await readCategories()).map((r) => [categoryNameKey(r.name), r.id]));

    let questionsAdded = 0;
    let questionsUpdated = 0;
    for (const batch of chunks(data.questions, BATCH_SIZE)) {
      // xmax is 0 on a row this statement inserted, set on one it updated.
      const written = await query<{ inserted: boolean }>(
        `insert into trivia_questions as t
           (question_text, correct_answer, category_id, difficulty, status, multiple_choice_options,
            bank_key, kind, answer_variants, picture, source)
         select q, a, c, d::difficulty, 'approved', o, k, kd::question_kind, v, p, s
         from unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::jsonb[], $6::text[],
                     $7::text[], $8::jsonb[], $9::text[], $10::text[])
           as u(q, a, c, d, o, k, kd, v, p, s)
         on conflict (bank_key) do update set
           question_text = excluded.question_text,
           correct_answer = excluded.correct_answer,
           multiple_choice_options = excluded.multiple_choice_options,
           kind = excluded.kind,
           answer_variants = excluded.answer_variants,
           picture = excluded.picture,
           source = excluded.source,
           updated_at = now()
         where not t.is_edited
           and (t.question_text, t.correct_answer, t.multiple_choice_options, t.kind,
                t.answer_variants, t.picture, t.source)
             is distinct from
               (excluded.question_text, excluded.correct_answer, excluded.multiple_choice_options,
                excluded.kind, excluded.answer_variants, excluded.picture, excluded.source)
         returning (xmax = 0) as inserted`,
        [
          batch.map((q) => q.question),
          batch.map((q) => q.answer),
          batch.map((q) => idByName.get(categoryNameKey(q.category)) ?? null),
          batch.map((q) => q.difficulty),
          batch.map((q) => (q.options ? JSON.stringify(q.options) : null)),
          batch.map((q) => q.bankKey),
          batch.map((q) => q.kind),
          batch.map((q) => JSON.stringify(q.variants)),
          batch.map((q) => q.picture),
          batch.map((q) => q.source),
        ],
      );
      for (const row of written) {
        if (row.inserted) questionsAdded++;
        else questionsUpdated++;
      }
    }
    const retired = await query(
      `update trivia_questions set status = 'rejected', updated_at = now()
       where bank_key like any($1::text[]) and not is_edited and status = 'approved'
       returning id`,
      [RETIRED_KEY_PREFIXES.map((prefix) => `${prefix}%`)],
    );

    let tiebreakersAdded = 0;
    let tiebreakersUpdated = 0;
    for (const batch of chunks(data.tiebreakers, BATCH_SIZE)) {
      const written = await query<{ inserted: boolean }>(
        `insert into tiebreaker_pool as t
           (question_text, answer_options, bank_key, kind, number_answer, source)
         select q, a, k, kd::tiebreaker_kind, n, s
         from unnest($1::text[], $2::jsonb[], $3::text[], $4::text[], $5::float8[], $6::text[])
           as u(q, a, k, kd, n, s)
         on conflict (bank_key) do update set
           kind = excluded.kind,
           number_answer = excluded.number_answer,
           source = excluded.source,
           updated_at = now()
         where (t.kind, t.number_answer, t.source)
           is distinct from (excluded.kind, excluded.number_answer, excluded.source)
         returning (xmax = 0) as inserted`,
        [
          batch.map((t) => t.question),
          batch.map((t) => JSON.stringify(t.answers)),
          batch.map((t) => t.bankKey),
          batch.map((t) => t.kind),
          batch.map((t) => t.numberAnswer),
          batch.map((t) => t.source),
        ],
      );
      for (const row of written) {
        if (row.inserted) tiebreakersAdded++;
        else tiebreakersUpdated++;
      }
    }
    return {
      categoriesAdded: addedCategories.length,
      questionsAdded,
      questionsUpdated,
      questionsRetired: retired.length,
      tiebreakersAdded,
      tiebreakersUpdated,
    };
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
