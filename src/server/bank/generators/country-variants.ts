import type { Country } from '../sources/countries';
import { foldText, isLatinScript } from '../text';
import { optionKey } from '../writer';

// The short forms a typed answer may use for a country's name: world-countries' official
// name and alternative spellings, without the ISO code, inverted forms ('Korea, Republic of'),
// native names and anything another country could also be called; plus a few forms every pub
// knows that the data leaves out.

const WELL_KNOWN: Record<string, readonly string[]> = {
  GBR: ['Britain', 'Great Britain', 'UK'],
  USA: ['USA', 'US', 'America', 'United States of America'],
  TUR: ['Turkey'],
  CZE: ['Czech Republic'],
  CPV: ['Cabo Verde'],
  NLD: ['Holland'],
};

/** Names that also mean another place (West Timor is Indonesian, two countries are a Congo). */
const AMBIGUOUS = new Set(['congo', 'timor', 'korea', 'guinea', 'samoa', 'sudan', 'macedonia']);

export function countryVariants(all: readonly Country[]): Map<string, string[]> {
  const candidates = new Map<string, string[]>();
  for (const c of all) {
    const natives = new Set(c.allNativeNames.map(foldText));
    const list = c.altNames.filter(
      (name) =>
        name.length > 2 &&
        !name.includes(',') &&
        !name.includes('(') &&
        isLatinScript(name) &&
        !natives.has(foldText(name)) &&
        !AMBIGUOUS.has(foldText(name)),
    );
    candidates.set(c.code, [...(WELL_KNOWN[c.code] ?? []), ...list]);
  }
  // A form two countries share, or another country's own name, is no answer to accept.
  const owners = new Map<string, Set<string>>();
  for (const c of all) {
    for (const name of [c.name, ...(candidates.get(c.code) ?? [])]) {
      const set = owners.get(foldText(name)) ?? new Set();
      set.add(c.code);
      owners.set(foldText(name), set);
    }
  }
  const byAnswer = new Map<string, string[]>();
  for (const c of all) {
    const forms = (candidates.get(c.code) ?? []).filter(
      (name) => owners.get(foldText(name))?.size === 1,
    );
    if (forms.length > 0) byAnswer.set(optionKey(c.name), forms);
  }
  return byAnswer;
}
