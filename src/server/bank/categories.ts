import type { BankCategory, Difficulty } from './types';

// Names match the starter categories where the subject is the same (one category per name
// under src/core/categories.ts categoryNameKey), so generated questions join the hand-written ones.
export const CATEGORY = {
  capitals: 'World Capitals',
  capitalToCountry: 'Capitals to Countries',
  currencies: 'Currencies',
  languages: 'World Languages',
  borders: 'Borders & Neighbours',
  regions: 'Continents & Regions',
  flags: 'Flags',
  sizes: 'Country Sizes & Populations',
  geography: 'Geography',
  codes: 'Calling Codes & Domains',
  sports: 'Sports',
  demonyms: 'Demonyms',
  words: 'Language & Words',
  cities: 'World Cities',
  usStates: 'US States',
  chemistry: 'Chemistry',
  space: 'Space & Astronomy',
  roman: 'Roman Numerals',
} as const;

export const BANK_CATEGORIES: BankCategory[] = [
  {
    name: CATEGORY.capitalToCountry,
    description: 'Name the country from its capital city',
    isDataHeavy: true,
  },
  {
    name: CATEGORY.currencies,
    description: 'Money of the world: currencies, codes and symbols',
    isDataHeavy: true,
  },
  {
    name: CATEGORY.languages,
    description: 'Official languages and what languages call themselves',
    isDataHeavy: true,
  },
  { name: CATEGORY.borders, description: 'Which countries share a border', isDataHeavy: true },
  {
    name: CATEGORY.regions,
    description: 'Continents, regions and landlocked countries',
    isDataHeavy: true,
  },
  {
    name: CATEGORY.flags,
    description: 'Flags of the world, shown as pictures: name the country',
    isDataHeavy: true,
  },
  {
    name: CATEGORY.sizes,
    description: 'Which country is bigger, which has more people',
    isDataHeavy: true,
  },
  {
    name: CATEGORY.codes,
    description: 'Dialling codes, internet domains and country codes',
    isDataHeavy: true,
  },
  {
    name: CATEGORY.demonyms,
    description: 'What the people of a country are called',
    isDataHeavy: true,
  },
  {
    name: CATEGORY.cities,
    description: 'Cities of the world and the countries they are in',
    isDataHeavy: true,
  },
  {
    name: CATEGORY.usStates,
    description: 'Capitals, abbreviations, sizes and cities of the 50 states',
    isDataHeavy: true,
  },
  { name: CATEGORY.roman, description: 'Reading and writing Roman numerals', isDataHeavy: true },
];

export function tierDifficulty(tier: number): Difficulty {
  if (tier <= 0) return 'easy';
  if (tier === 1) return 'medium';
  return 'hard';
}
