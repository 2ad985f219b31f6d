import { createRng, shuffle } from '../../../core/random';
import { CATEGORY, tierDifficulty } from '../categories';
import { loadCities } from '../sources/cities';
import { CONTINENT_NAMES, type Country, loadCountries } from '../sources/countries';
import { foldText, theName } from '../text';
import type { BankWriter } from '../writer';
import { nearbyValues } from './country-helpers';

// True or false statements from facts the other generators already use: capitals (a
// false one names the country's biggest other city, or a neighbour's capital), continents
// (a false one names a continent next door) and landlocked countries. Half of each set is
// true, half false, chosen by a seeded shuffle; only countries a pub knows (tiers 0 and 1).

const BIG_CITY = 1_000_000;

const NEXT_CONTINENT: Record<string, string> = {
  Africa: 'Asia',
  Asia: 'Europe',
  Europe: 'Asia',
  'North America': 'South America',
  'South America': 'North America',
  Oceania: 'Asia',
};

/** The countries in a seeded order, each with whether its statement is the true one. */
function halves(countries: readonly Country[], seed: string): [Country, boolean][] {
  return shuffle(countries, createRng(seed)).map((c, i) => [c, i % 2 === 0]);
}

export function writeTrueFalseQuestions(w: BankWriter): void {
  const all = loadCountries();
  const known = all.filter((c) => c.isIndependent && c.tier <= 1);
  writeCapitalStatements(w, all, known);
  writeContinentStatements(w, known);
  writeLandlockedStatements(w, known);
}

function writeCapitalStatements(w: BankWriter, all: Country[], known: Country[]) {
  const citiesByCountry = new Map<string, string[]>();
  for (const city of [...loadCities()].sort((a, b) => b.population - a.population)) {
    if (city.population < BIG_CITY || city.featureCode === 'PPLC') continue;
    const list = citiesByCountry.get(city.country) ?? [];
    list.push(city.name);
    citiesByCountry.set(city.country, list);
  }
  for (const [c, isTrue] of halves(
    known.filter((k) => k.capital),
    'tf-capital',
  )) {
    const capital = c.capital!;
    let named = capital;
    if (!isTrue) {
      // A big city of its own that is not the capital (Sydney for Australia), else a neighbour's capital.
      const folded = foldText(capital);
      const own = (citiesByCountry.get(c.cca2) ?? []).find(
        (name) => !foldText(name).includes(folded) && !folded.includes(foldText(name)),
      );
      const capitals = new Set(all.flatMap((o) => o.allCapitals.map(foldText)));
      named =
        own && !capitals.has(foldText(own))
          ? own
          : (nearbyValues(c, all, (o) => o.capital).flat()[0] ?? capital);
      if (named === capital) continue;
    }
    w.addTrueFalse({
      key: `tf-capital:${c.code}`,
      category: CATEGORY.capitals,
      question: `True or false: ${named} is the capital of ${theName(c.name)}.`,
      isTrue: isTrue,
      difficulty: tierDifficulty(c.tier),
    });
  }
}

function writeContinentStatements(w: BankWriter, known: Country[]) {
  const continents = new Set(Object.values(CONTINENT_NAMES));
  for (const [c, isTrue] of halves(
    known.filter((k) => k.continent && continents.has(k.continent) && NEXT_CONTINENT[k.continent]),
    'tf-continent',
  )) {
    const named = isTrue ? c.continent! : NEXT_CONTINENT[c.continent!];
    w.addTrueFalse({
      key: `tf-continent:${c.code}`,
      category: CATEGORY.regions,
      question: `True or false: ${theName(c.name)} is in ${named}.`,
      isTrue: isTrue,
      difficulty: tierDifficulty(c.tier),
    });
  }
}

function writeLandlockedStatements(w: BankWriter, known: Country[]) {
  const landlocked = known.filter((c) => c.isLandlocked);
  // As many coastal countries as landlocked ones, from the same regions.
  const regions = new Set(landlocked.map((c) => c.subregion));
  const coastal = shuffle(
    known.filter((c) => !c.isLandlocked && regions.has(c.subregion)),
    createRng('tf-landlocked'),
  ).slice(0, landlocked.length);
  for (const c of [...landlocked, ...coastal]) {
    w.addTrueFalse({
      key: `tf-landlocked:${c.code}`,
      category: CATEGORY.regions,
      question: `True or false: ${theName(c.name)} is landlocked.`,
      isTrue: c.isLandlocked,
      difficulty: tierDifficulty(c.tier),
    });
  }
}
