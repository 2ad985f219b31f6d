import { requireData } from './load';

// The 50 states, DC and the territories, from typed-usa-states (MIT): capital, area in
// square miles (2019) and population (2018).

export interface UsState {
  name: string;
  abbreviation: string;
  isTerritory: boolean;
  capital: string;
  area: number | null;
  population: number | null;
}

interface RawState {
  name: string;
  abbreviation: string;
  territory: boolean;
  capital: string;
  area?: { value: number };
  population?: { count: number };
}

let cache: UsState[] | undefined;

export function loadUsStates(): UsState[] {
  if (cache) return cache;
  const { usaStatesFull } = requireData('typed-usa-states') as { usaStatesFull: RawState[] };
  cache = usaStatesFull.map((s) => ({
    name: s.name,
    abbreviation: s.abbreviation,
    isTerritory: s.territory,
    capital: s.capital,
    area: s.area?.value ?? null,
    population: s.population?.count ?? null,
  }));
  return cache;
}

/** The 50 states (not DC, not the territories). */
export function loadFiftyStates(): UsState[] {
  return loadUsStates().filter((s) => !s.isTerritory && s.abbreviation !== 'DC');
}

/** Lets the data go once the bank is built (a server keeps running long after). */
export function forgetUsStates(): void {
  cache = undefined;
}
