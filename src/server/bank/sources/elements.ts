import { requireData } from './load';

// The 118 elements from chemical-elements (MIT, cheminfo): number, symbol, IUPAC name.
// Period, group and family follow from the atomic number under the IUPAC 18-column table.

export type Family =
  | 'Alkali metal'
  | 'Alkaline earth metal'
  | 'Transition metal'
  | 'Lanthanide'
  | 'Actinide'
  | 'Halogen'
  | 'Noble gas';

export const FAMILIES: readonly Family[] = [
  'Alkali metal',
  'Alkaline earth metal',
  'Transition metal',
  'Lanthanide',
  'Actinide',
  'Halogen',
  'Noble gas',
];

export interface Element {
  number: number;
  symbol: string;
  name: string;
  period: number;
  /** 1-18; null for the lanthanides and actinides (the f-block rows). */
  group: number | null;
  /** Null where textbooks disagree (hydrogen, groups 12-16, the superheavy elements). */
  family: Family | null;
}

const PERIOD_ENDS = [2, 10, 18, 36, 54, 86, 118];

export function periodOf(z: number): number {
  return PERIOD_ENDS.findIndex((end) => z <= end) + 1;
}

export function groupOf(z: number): number | null {
  const period = periodOf(z);
  if (period === 1) return z === 1 ? 1 : 18;
  const start = PERIOD_ENDS[period - 2] + 1;
  const position = z - start;
  if (period <= 3) return position < 2 ? position + 1 : position + 11;
  if (period <= 5) return position + 1;
  if (position < 2) return position + 1;
  // Periods 6 and 7: 14 f-block elements after the first two columns.
  if (position < 17) return null;
  return position - 14 + 1;
}

function familyOf(z: number, group: number | null): Family | null {
  if ((z >= 57 && z <= 71) || (z >= 89 && z <= 103)) return z <= 71 ? 'Lanthanide' : 'Actinide';
  if (group === null || z > 103) return null;
  if (group === 1) return z === 1 ? null : 'Alkali metal';
  if (group === 2) return 'Alkaline earth metal';
  if (group >= 3 && group <= 11) return 'Transition metal';
  if (group === 17) return 'Halogen';
  if (group === 18) return 'Noble gas';
  return null;
}

let cache: Element[] | undefined;

export function loadElements(): Element[] {
  if (cache) return cache;
  const { elements } = requireData('chemical-elements') as {
    elements: { number: number; symbol: string; name: string }[];
  };
  cache = elements.map((e) => {
    const group = groupOf(e.number);
    return {
      number: e.number,
      symbol: e.symbol,
      name: e.name,
      period: periodOf(e.number),
      group,
      family: familyOf(e.number, group),
    };
  });
  return cache;
}

/** Lets the data go once the bank is built (a server keeps running long after). */
export function forgetElements(): void {
  cache = undefined;
}
