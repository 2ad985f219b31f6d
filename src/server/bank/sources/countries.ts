import { foldText } from '../text';
import { readDataJson, requireData } from './load';

// One merged record per country or territory, from three packages:
// world-countries (ODbL) for names, capitals, currencies, languages, borders, codes, flags;
// countries-list (MIT) for the continent, and as a second source to verify capitals,
// currencies and calling codes (a fact the two disagree on is left out);
// country-json (MIT) for populations (2018).

interface WorldCountry {
  name: { common: string; official: string; native?: Record<string, { common: string }> };
  tld: string[];
  cca2: string;
  cca3: string;
  cioc?: string;
  independent: boolean | null;
  currencies?: Record<string, { name: string; symbol?: string }>;
  idd: { root?: string; suffixes?: string[] };
  capital?: string[];
  altSpellings: string[];
  region: string;
  subregion?: string;
  languages?: Record<string, string>;
  translations: Record<string, { common: string }>;
  latlng: [number, number];
  landlocked: boolean;
  borders: string[];
  area: number;
  flag: string;
  demonyms?: { eng?: { m: string; f: string } };
}

interface ListCountry {
  name: string;
  phone: number[];
  continent: string;
  capital: string;
  currency: string[];
  languages: string[];
}

export interface Currency {
  code: string;
  name: string;
  symbol: string | null;
}

export interface Country {
  code: string;
  cca2: string;
  name: string;
  isIndependent: boolean;
  /** The single capital both sources agree on; null when there are several, none, or they disagree. */
  capital: string | null;
  /** Every capital world-countries lists (South Africa has three). */
  allCapitals: string[];
  region: string;
  subregion: string | null;
  /** Continent from countries-list; null for countries that span two continents. */
  continent: string | null;
  /** Currencies both sources list, world-countries' order. */
  currencies: Currency[];
  /** Every currency world-countries lists, verified or not (for symbol uniqueness). */
  allCurrencies: Currency[];
  /** Every currency code either source lists: none of these may be offered as a wrong answer. */
  anyCurrencyCodes: string[];
  languages: string[];
  /** The first language countries-list gives that world-countries also lists; null if none. */
  mainLanguage: string | null;
  borders: string[];
  area: number;
  /** 2018 population (country-json); null where the names could not be matched. */
  population: number | null;
  lat: number;
  lng: number;
  isLandlocked: boolean;
  flag: string;
  tld: string | null;
  allTlds: string[];
  /** "+44", or "+1 876" inside the North American plan; null unless both sources agree. */
  callingCode: string | null;
  ioc: string | null;
  demonym: string | null;
  /** Common name by ISO 639-3 language code (fra, deu, spa...). */
  translations: Record<string, string>;
  /** Native common names (Latin or not) by language code. */
  nativeNames: Record<string, string>;
  /** The official name and world-countries' alternative spellings, as listed (codes included). */
  altNames: string[];
  /** Every native name, common and official: not a short form an English pub would use. */
  allNativeNames: string[];
  /** The female form of the demonym where English has one ('Frenchwoman' is not listed). */
  demonymFemale: string | null;
  /** 0 = widely known, 1 = known, 2 = obscure: from the population rank. */
  tier: 0 | 1 | 2;
}

export const CONTINENT_NAMES: Record<string, string> = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
};

// Countries with territory on two continents: 'On which continent is X?' has no single answer.
const TRANSCONTINENTAL = new Set([
  'RUS',
  'TUR',
  'KAZ',
  'AZE',
  'GEO',
  'ARM',
  'CYP',
  'EGY',
  'PAN',
  'IDN',
  'TLS',
  'PNG',
]);

// Uninhabited or disputed entries: no capital, population or answer a host could defend.
const LEFT_OUT = new Set(['ATA', 'BVT', 'HMD', 'UMI', 'ATF', 'SGS', 'IOT', 'ESH']);

// country-json spells a few countries differently from world-countries.
const POPULATION_ALIASES: Record<string, string> = {
  'cabo verde': 'CPV',
  'fiji islands': 'FJI',
  'the democratic republic of congo': 'COD',
  turkey: 'TUR',
};

function formatCallingCode(
  root: string | undefined,
  suffixes: string[] | undefined,
): string | null {
  if (!root) return null;
  const only = suffixes?.length === 1 ? suffixes[0] : '';
  if (root === '+1' && only) return `+1 ${only}`;
  return `${root}${only}`;
}

function upperFirst(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const REGION_WEIGHT: Record<string, number> = {
  Europe: 0.9,
  Americas: 0.4,
  Oceania: 0.4,
  Asia: 0.2,
};

let cache: Country[] | undefined;

export function loadCountries(): Country[] {
  if (cache) return cache;
  const world = readDataJson<WorldCountry[]>('world-countries/countries.json');
  const { countries: list, languages: languageNames } = requireData('countries-list') as {
    countries: Record<string, ListCountry>;
    languages: Record<string, { name: string }>;
  };
  const populationRows = readDataJson<{ country: string; population: number | null }[]>(
    'country-json/src/country-by-population.json',
  );

  const codeByName = new Map<string, string>();
  for (const c of world) {
    for (const name of [c.name.common, c.name.official, ...c.altSpellings])
      codeByName.set(foldText(name), c.cca3);
  }
  const populationByCode = new Map<string, number>();
  for (const row of populationRows) {
    const key = foldText(row.country);
    const code = POPULATION_ALIASES[key] ?? codeByName.get(key);
    if (code && row.population) populationByCode.set(code, row.population);
  }

  const countries: Omit<Country, 'tier'>[] = [];
  for (const c of world) {
    if (LEFT_OUT.has(c.cca3)) continue;
    const other = list[c.cca2];
    const capitals = c.capital ?? [];
    const capital =
      capitals.length === 1 && other && foldText(other.capital) === foldText(capitals[0])
        ? capitals[0]
        : null;
    const otherCurrencies = new Set(other?.currency ?? []);
    const currencies = Object.entries(c.currencies ?? {})
      .filter(([code]) => otherCurrencies.has(code))
      .map(([code, v]) => ({ code, name: upperFirst(v.name), symbol: v.symbol ?? null }));
    const callingCode = formatCallingCode(c.idd.root, c.idd.suffixes);
    const otherPhones = new Set((other?.phone ?? []).map((p) => `+${p}`));
    const isCallingCodeVerified =
      callingCode !== null && otherPhones.has(callingCode.replace(' ', ''));
    const demonym = c.demonyms?.eng?.m?.trim() ?? '';
    const languages = Object.values(c.languages ?? {});
    // countries-list names some languages 'Panjabi / Punjabi': any of the parts may match.
    const mainLanguage =
      (other?.languages ?? [])
        .map((code) => languageNames[code]?.name.split(' / ').map(foldText) ?? [])
        .map((names) => languages.find((l) => names.includes(foldText(l))))
        .find((l) => l !== undefined) ?? null;
    countries.push({
      code: c.cca3,
      cca2: c.cca2,
      name: c.name.common,
      isIndependent: c.independent === true,
      capital,
      allCapitals: capitals,
      region: c.region,
      subregion: c.subregion || null,
      continent:
        other && !TRANSCONTINENTAL.has(c.cca3) ? (CONTINENT_NAMES[other.continent] ?? null) : null,
      currencies,
      allCurrencies: Object.entries(c.currencies ?? {}).map(([code, v]) => ({
        code,
        name: upperFirst(v.name),
        symbol: v.symbol ?? null,
      })),
      anyCurrencyCodes: [...new Set([...Object.keys(c.currencies ?? {}), ...otherCurrencies])],
      languages,
      mainLanguage,
      borders: c.borders.filter((b) => !LEFT_OUT.has(b)),
      area: c.area,
      population: populationByCode.get(c.cca3) ?? null,
      lat: c.latlng[0],
      lng: c.latlng[1],
      isLandlocked: c.landlocked,
      flag: c.flag,
      tld: c.tld[0] ?? null,
      allTlds: c.tld,
      callingCode: isCallingCodeVerified ? callingCode : null,
      ioc: c.cioc || null,
      demonym: demonym && !demonym.includes(',') ? demonym : null,
      translations: Object.fromEntries(
        Object.entries(c.translations).map(([lang, t]) => [lang, t.common]),
      ),
      nativeNames: Object.fromEntries(
        Object.entries(c.name.native ?? {}).map(([lang, t]) => [lang, t.common]),
      ),
      altNames: [c.name.official, ...c.altSpellings],
      allNativeNames: Object.values(c.name.native ?? {}).flatMap((t) => [
        t.common,
        (t as { official?: string }).official ?? t.common,
      ]),
      demonymFemale: c.demonyms?.eng?.f?.trim() || null,
    });
  }

  // Prominence: population rank, weighted toward the regions an English-speaking pub knows
  // best; area stands in where no population matched.
  const score = (c: Omit<Country, 'tier'>) =>
    Math.log10(c.population ?? c.area * 20) + (REGION_WEIGHT[c.region] ?? 0);
  const ranked = [...countries].sort((a, b) => score(b) - score(a));
  const rankOf = new Map(ranked.map((c, i) => [c.code, i]));
  cache = countries.map((c) => {
    const rank = rankOf.get(c.code)!;
    let tier: 0 | 1 | 2 = rank < 55 ? 0 : rank < 130 ? 1 : 2;
    if (!c.isIndependent && tier === 0) tier = 1;
    return { ...c, tier };
  });
  return cache;
}

/** Lets the data go once the bank is built (a server keeps running long after). */
export function forgetCountries(): void {
  cache = undefined;
}
