import { createRng, pickOne, shuffle } from '../../../core/random';
import { flagFile } from '../../db/pictures';
import { CATEGORY, tierDifficulty } from '../categories';
import { CONTINENT_NAMES, type Country, loadCountries } from '../sources/countries';
import { DATA_SOURCES } from '../sources/credits';
import { foldText, listWithOr, theName } from '../text';
import type { Difficulty } from '../types';
import { type BankWriter, pickDistractors } from '../writer';
import { independentNeighbours, kindOf, nearbyValues } from './country-helpers';

// Capitals, continents and regions, borders, flags, and size comparisons, from
// world-countries (verified against countries-list where a second source exists).

const CONTINENTS = Object.values(CONTINENT_NAMES).filter((c) => c !== 'Antarctica');
const NEARBY_CONTINENTS: Record<string, string[]> = {
  Africa: ['Asia', 'Europe'],
  Asia: ['Europe', 'Oceania', 'Africa'],
  Europe: ['Asia', 'Africa'],
  'North America': ['South America', 'Europe'],
  'South America': ['North America', 'Africa'],
  Oceania: ['Asia', 'South America'],
};

// Regions whose parts a host can defend (Europe's are drawn differently by everyone).
export const REGIONS_WITH_CLEAR_PARTS = new Set(['Africa', 'Americas', 'Asia', 'Oceania']);

export function writeCountryPlaces(w: BankWriter): void {
  const all = loadCountries();
  const byCode = new Map(all.map((c) => [c.code, c]));
  writeCapitals(w, all);
  writeContinents(w, all);
  writeBorders(w, all, byCode);
  writeFlags(w, all);
  writeLandlocked(w, all);
  writeSizeComparisons(w, all);
  writeSubregionLeaders(w, all);
}

function writeCapitals(w: BankWriter, all: Country[]) {
  const countByCapital = new Map<string, number>();
  for (const c of all)
    for (const cap of c.allCapitals)
      countByCapital.set(foldText(cap), (countByCapital.get(foldText(cap)) ?? 0) + 1);
  for (const c of all) {
    if (!c.capital) continue;
    w.addQuestion({
      key: `capital:${c.code}`,
      category: CATEGORY.capitals,
      question: `What is the capital of ${theName(c.name)}?`,
      answer: c.capital,
      difficulty: tierDifficulty(c.tier),
      distractors: nearbyValues(c, all, (o) => o.capital),
    });
    // The reverse needs a capital no one else has, and one that does not give the name away.
    const folded = foldText(c.capital);
    if (countByCapital.get(folded) !== 1) continue;
    if (folded.includes(foldText(c.name)) || foldText(c.name).includes(folded)) continue;
    w.addQuestion({
      key: `capital-country:${c.code}`,
      category: CATEGORY.capitalToCountry,
      question: `${c.capital} is the capital of which ${kindOf(c)}?`,
      answer: c.name,
      difficulty: tierDifficulty(c.tier),
      distractors: nearbyValues(c, all, (o) => o.name),
    });
  }
}

function writeContinents(w: BankWriter, all: Country[]) {
  for (const c of all) {
    if (c.continent && CONTINENTS.includes(c.continent)) {
      w.addQuestion({
        key: `continent:${c.code}`,
        category: CATEGORY.regions,
        question: `On which continent is ${theName(c.name)}?`,
        answer: c.continent,
        difficulty: tierDifficulty(c.tier - 1),
        distractors: [NEARBY_CONTINENTS[c.continent] ?? [], CONTINENTS],
      });
    }
    if (c.subregion && REGIONS_WITH_CLEAR_PARTS.has(c.region)) {
      const parts = [...new Set(all.filter((o) => o.region === c.region).map((o) => o.subregion))];
      w.addQuestion({
        key: `subregion:${c.code}`,
        category: CATEGORY.regions,
        question: `In which part of ${c.region === 'Americas' ? 'the Americas' : c.region} is ${theName(c.name)}?`,
        answer: c.subregion,
        difficulty: tierDifficulty(c.tier + 1),
        distractors: [parts.filter((p): p is string => Boolean(p))],
      });
    }
  }
}

// Land borders through overseas territories, which world-countries leaves out of a country's
// own list: French Guiana (Brazil, Suriname) and Saint Martin (France and the Netherlands).
// Never offered as a wrong answer, and no 'how many neighbours' question for these.
const OVERSEAS_NEIGHBOURS: Record<string, string[]> = {
  FRA: ['BRA', 'SUR', 'NLD'],
  NLD: ['FRA'],
  BRA: ['FRA'],
  SUR: ['FRA'],
};

function writeBorders(w: BankWriter, all: Country[], byCode: Map<string, Country>) {
  const independent = all.filter((c) => c.isIndependent);
  for (const c of independent) {
    const neighbours = independentNeighbours(c, byCode);
    if (neighbours.length === 0) continue;
    const neighbourNames = neighbours.map((n) => n.name);
    const overseas = OVERSEAS_NEIGHBOURS[c.code] ?? [];
    const isNotNeighbour = (o: Country) =>
      o.isIndependent && !c.borders.includes(o.code) && !overseas.includes(o.code);
    const rng = createRng(`border:${c.code}`);
    w.addQuestion({
      key: `border:${c.code}`,
      category: CATEGORY.borders,
      question: `Which of these countries shares a land border with ${theName(c.name)}?`,
      answer: pickOne(neighbourNames, rng),
      difficulty: tierDifficulty(c.tier),
      distractors: nearbyValues(c, all, (o) => o.name, isNotNeighbour),
      exclude: [c.name, ...neighbourNames],
    });

    const n = neighbours.length;
    if (overseas.length === 0) {
      w.addQuestion({
        key: `border-count:${c.code}`,
        category: CATEGORY.borders,
        question: `How many countries share a land border with ${theName(c.name)}?`,
        answer: String(n),
        difficulty: tierDifficulty(c.tier + (n > 3 ? 1 : 0)),
        distractors: [[n - 1, n + 1], [n - 2, n + 2], [n + 3]]
          .map((g) => g.filter((v) => v >= 1).map(String))
          .filter((g) => g.length > 0),
        order: 'numeric',
      });
    }

    if (n >= 3) {
      const strangers = nearbyValues(c, all, (o) => o.name, isNotNeighbour);
      const pool = strangers[0].length > 0 ? strangers[0] : strangers[1];
      if (pool.length > 0) {
        w.addQuestion({
          key: `border-not:${c.code}`,
          category: CATEGORY.borders,
          question: `Which of these countries does NOT share a land border with ${theName(c.name)}?`,
          answer: pickOne(pool, createRng(`border-not:${c.code}`)),
          difficulty: tierDifficulty(c.tier + 1),
          distractors: [neighbourNames],
        });
      }
    }

    // 'Which country borders both A and B?' where this country is the only one that does.
    if (n >= 2) {
      const pairs: [Country, Country][] = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) pairs.push([neighbours[i], neighbours[j]]);
      let written = 0;
      for (const [a, b] of shuffle(pairs, createRng(`border-both:${c.code}`))) {
        if (written === 3) break;
        const shared = independent.filter(
          (o) => a.borders.includes(o.code) && b.borders.includes(o.code),
        );
        // Brazil and France meet in French Guiana: 'only one country borders both' needs care there.
        const isOverseasClash = [a, b, c].some((x) => OVERSEAS_NEIGHBOURS[x.code]);
        if (shared.length !== 1 || isOverseasClash) continue;
        const [first, second] = [a, b].sort((x, y) => x.code.localeCompare(y.code));
        const close = [...independentNeighbours(a, byCode), ...independentNeighbours(b, byCode)]
          .filter((o) => o.code !== c.code && o.code !== a.code && o.code !== b.code)
          .map((o) => o.name);
        const isAdded = w.addQuestion({
          key: `border-both:${first.code}-${second.code}`,
          category: CATEGORY.borders,
          question: `Which country shares a land border with both ${theName(first.name)} and ${theName(second.name)}?`,
          answer: c.name,
          difficulty: tierDifficulty(Math.max(a.tier, b.tier, c.tier)),
          distractors: [
            close,
            ...nearbyValues(
              c,
              all,
              (o) => o.name,
              (o) => o.isIndependent,
            ),
          ],
          exclude: [a.name, b.name],
        });
        if (isAdded) written++;
      }
    }
  }
}

/**
 * 'Which country's flag is this?' with the flag as a picture (flag-icons' SVG, shipped with
 * the product): emoji flags show as two letters on Windows, which gives the answer away.
 */
function writeFlags(w: BankWriter, all: Country[]) {
  const hasFlag = (c: Country) => flagFile(c.cca2.toLowerCase()) !== null;
  for (const c of all) {
    if (!hasFlag(c)) continue;
    w.addQuestion({
      key: `flag:${c.code}`,
      category: CATEGORY.flags,
      question: c.isIndependent
        ? "Which country's flag is this?"
        : "Which country or territory's flag is this?",
      answer: c.name,
      difficulty: tierDifficulty(c.tier),
      distractors: nearbyValues(c, all, (o) => o.name, hasFlag),
      picture: `flag:${c.cca2.toLowerCase()}`,
      source: DATA_SOURCES.flags,
    });
  }
}

function writeLandlocked(w: BankWriter, all: Country[]) {
  for (const c of all) {
    if (!c.isIndependent || !c.isLandlocked) continue;
    const key = `landlocked:${c.code}`;
    const rng = createRng(key);
    const chosen = pickDistractors(
      rng,
      c.name,
      nearbyValues(
        c,
        all,
        (o) => o.name,
        (o) => o.isIndependent && !o.isLandlocked,
      ),
    );
    if (!chosen) continue;
    const options = shuffle([c.name, ...chosen], rng);
    w.addFixedOptionsQuestion({
      key,
      category: CATEGORY.regions,
      question: `Which of these countries is landlocked: ${listWithOr(options)}?`,
      answer: c.name,
      difficulty: tierDifficulty(c.tier),
      options,
    });
  }
}

interface Measure {
  id: 'area' | 'population';
  value: (c: Country) => number | null;
  /** How much bigger the answer must be than the runner-up: data ages, the answer must not. */
  minRatio: number;
  phrase: { largest: string; smallest: string };
}

const MEASURES: Measure[] = [
  {
    id: 'area',
    value: (c) => c.area,
    minRatio: 1.2,
    phrase: { largest: 'the largest area', smallest: 'the smallest area' },
  },
  {
    id: 'population',
    value: (c) => c.population,
    minRatio: 1.35,
    phrase: { largest: 'the most people', smallest: 'the fewest people' },
  },
];

/** Areas come from world-countries, populations from country-json. */
function measureSource(measure: Measure): string {
  return measure.id === 'population' ? DATA_SOURCES.countryJson : DATA_SOURCES.worldCountries;
}

function ratioDifficulty(ratio: number, tier: number): Difficulty {
  const base = ratio >= 3 ? 0 : ratio >= 1.7 ? 1 : 2;
  return tierDifficulty(Math.max(base, tier - 1));
}

/** 'Which of these countries has the largest area: A, B, C or D?', regional and worldwide sets. */
function writeSizeComparisons(w: BankWriter, all: Country[]) {
  for (const measure of MEASURES) {
    const pool = all.filter((c) => c.isIndependent && (measure.value(c) ?? 0) > 0);
    for (const direction of ['largest', 'smallest'] as const) {
      for (const scope of ['region', 'world'] as const) {
        for (const c of pool) {
          const v = measure.value(c)!;
          // The others sit between minRatio and a spread that keeps the set a real contest.
          const spread = scope === 'region' ? 8 : 25;
          const others = pool.filter((o) => {
            if (o.code === c.code || (scope === 'region' && o.region !== c.region)) return false;
            const r = direction === 'largest' ? v / measure.value(o)! : measure.value(o)! / v;
            return r >= measure.minRatio && r <= spread;
          });
          if (others.length < 3) continue;
          const rng = createRng(`${measure.id}-${direction}-${scope}:${c.code}`);
          const chosen = shuffle(others, rng).slice(0, 3);
          const codes = [c, ...chosen].map((x) => x.code).sort();
          const key = `${measure.id}-${direction}:${codes.join('-')}`;
          if (w.hasKey(key)) continue;
          const options = shuffle([c, ...chosen], rng).map((x) => x.name);
          const closest = chosen
            .map((o) => measure.value(o)!)
            .reduce((best, x) => (direction === 'largest' ? Math.max(best, x) : Math.min(best, x)));
          const ratio = direction === 'largest' ? v / closest : closest / v;
          w.addFixedOptionsQuestion({
            key,
            category: CATEGORY.sizes,
            question: `Which of these countries has ${measure.phrase[direction]}: ${listWithOr(options)}?`,
            answer: c.name,
            difficulty: ratioDifficulty(ratio, Math.max(...[c, ...chosen].map((x) => x.tier))),
            options,
            source: measureSource(measure),
          });
        }
      }
    }
  }
}

/** 'What is the largest country by area in South America?' */
function writeSubregionLeaders(w: BankWriter, all: Country[]) {
  const subregions = [...new Set(all.map((c) => c.subregion).filter((s): s is string => !!s))];
  for (const subregion of subregions) {
    const members = all.filter((c) => c.isIndependent && c.subregion === subregion);
    if (members.length < 4 || !REGIONS_WITH_CLEAR_PARTS.has(members[0].region)) continue;
    for (const measure of MEASURES) {
      const ranked = members
        .filter((c) => (measure.value(c) ?? 0) > 0)
        .sort((a, b) => measure.value(b)! - measure.value(a)!);
      if (ranked.length < 4) continue;
      const where = subregion === 'Caribbean' ? 'the Caribbean' : subregion;
      const variants = [
        { dir: 'largest', leader: ranked[0], runnerUp: ranked[1] },
        { dir: 'smallest', leader: ranked[ranked.length - 1], runnerUp: ranked[ranked.length - 2] },
      ] as const;
      for (const { dir, leader, runnerUp } of variants) {
        const ratio =
          dir === 'largest'
            ? measure.value(leader)! / measure.value(runnerUp)!
            : measure.value(runnerUp)! / measure.value(leader)!;
        if (ratio < measure.minRatio) continue;
        const wording =
          measure.id === 'area'
            ? `Which is the ${dir} country by area in ${where}?`
            : `Which country in ${where} has the ${dir === 'largest' ? 'largest' : 'smallest'} population?`;
        w.addQuestion({
          key: `${measure.id}-${dir}-in:${foldText(subregion).replace(/ /g, '-')}`,
          category: CATEGORY.sizes,
          question: wording,
          answer: leader.name,
          difficulty: tierDifficulty(leader.tier),
          // The runner-up first: the closest contest makes the best wrong answer.
          distractors: [[runnerUp.name], ranked.filter((c) => c !== leader).map((c) => c.name)],
          source: measureSource(measure),
        });
      }
    }
  }
}
