import type { Country } from '../sources/countries';

type Pick = (c: Country) => string | null | undefined;

/**
 * Values of other countries, in groups of falling plausibility: same subregion, same region,
 * the rest of the world. Distractors come from the first groups that have enough.
 */
export function nearbyValues(
  country: Country,
  all: readonly Country[],
  pick: Pick,
  isEligible: (other: Country) => boolean = () => true,
): string[][] {
  const groups: string[][] = [[], [], []];
  for (const other of all) {
    if (other.code === country.code || !isEligible(other)) continue;
    const value = pick(other);
    if (!value) continue;
    const group =
      other.subregion && other.subregion === country.subregion
        ? 0
        : other.region === country.region
          ? 1
          : 2;
    groups[group].push(value);
  }
  return groups;
}

/** 'country', or 'country or territory' for a dependency (Aruba, Greenland...). */
export function kindOf(country: Country): string {
  return country.isIndependent ? 'country' : 'country or territory';
}

/** Independent countries that border this one (territories such as Gibraltar left out). */
export function independentNeighbours(country: Country, byCode: Map<string, Country>): Country[] {
  return country.borders
    .map((code) => byCode.get(code))
    .filter((c): c is Country => c?.isIndependent === true);
}
