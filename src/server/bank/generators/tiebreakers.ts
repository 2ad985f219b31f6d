import { numberAnswerText } from '../../../core/tiebreakers';
import { CLOSEST_NUMBERS } from '../sources/closest-numbers';
import { loadCountries } from '../sources/countries';
import { FAMILIES, loadElements } from '../sources/elements';
import { loadConstellations, sunConstellations } from '../sources/sky';
import { loadFiftyStates } from '../sources/us-states';
import { foldText, theName } from '../text';
import type { BankTiebreaker } from '../types';
import type { BankWriter } from '../writer';
import { independentNeighbours } from './country-helpers';
import { REGIONS_WITH_CLEAR_PARTS } from './country-places';

// List tie-breakers: every accepted answer, most relevant first (the biggest country, the
// lightest element), so a host can read the top of the list aloud. Closest-number ones: one
// exact number, read out with its unit, from the checked list in sources/closest-numbers.ts.

const slug = (value: string) => foldText(value).replace(/ /g, '-');

type ListTiebreaker = Pick<BankTiebreaker, 'bankKey' | 'question' | 'answers'>;

function addList(w: BankWriter, tiebreaker: ListTiebreaker, minAnswers?: number): boolean {
  return w.addTiebreaker(
    { ...tiebreaker, kind: 'list', numberAnswer: null, source: null },
    minAnswers,
  );
}

export function writeTiebreakers(w: BankWriter): void {
  writeCountryLists(w);
  writeElementLists(w);
  writeUsStateLists(w);
  writeSkyLists(w);
  writeClosestNumbers(w);
}

/** Every closest-number tie-breaker: its answer as read out is built from number and unit. */
export function writeClosestNumbers(w: BankWriter): void {
  for (const fact of CLOSEST_NUMBERS) {
    const added = w.addTiebreaker(
      {
        bankKey: `tb-number:${fact.key}`,
        question: fact.question,
        answers: [numberAnswerText(fact.value, fact.unit)],
        kind: 'number',
        numberAnswer: fact.value,
        source: fact.source,
      },
      1,
    );
    if (!added) throw new Error(`Closest-number tie-breaker ${fact.key} was not added`);
  }
}

function writeCountryLists(w: BankWriter) {
  const all = loadCountries();
  const byCode = new Map(all.map((c) => [c.code, c]));
  const independent = all.filter((c) => c.isIndependent);
  const bySize = (a: { population: number | null; area: number }, b: typeof a) =>
    (b.population ?? 0) - (a.population ?? 0) || b.area - a.area;
  const byArea = (a: { area: number }, b: { area: number }) => b.area - a.area;

  for (const c of independent) {
    const neighbours = independentNeighbours(c, byCode).sort(byArea);
    addList(w, {
      bankKey: `tb-borders:${c.code}`,
      question: `Name the countries that border ${theName(c.name)}.`,
      answers: neighbours.map((n) => n.name),
    });
    if (c.languages.length >= 2) {
      addList(
        w,
        {
          bankKey: `tb-languages:${c.code}`,
          question: `Name the official languages of ${theName(c.name)}.`,
          answers: c.languages,
        },
        2,
      );
    }
  }

  const subregions = [...new Set(all.map((c) => c.subregion).filter((s): s is string => !!s))];
  for (const subregion of subregions) {
    const members = independent.filter((c) => c.subregion === subregion).sort(bySize);
    if (members.length === 0 || !REGIONS_WITH_CLEAR_PARTS.has(members[0].region)) continue;
    const where = subregion === 'Caribbean' ? 'the Caribbean' : subregion;
    addList(w, {
      bankKey: `tb-subregion:${slug(subregion)}`,
      question: `Name the independent countries of ${where}.`,
      answers: members.map((c) => c.name),
    });
    addList(w, {
      bankKey: `tb-subregion-capitals:${slug(subregion)}`,
      question: `Name the capital cities of the independent countries of ${where}.`,
      answers: members.map((c) => c.capital).filter((cap): cap is string => cap !== null),
    });
  }

  const regions = [...new Set(independent.map((c) => c.region))];
  for (const region of regions) {
    const members = independent.filter((c) => c.region === region);
    const where = region === 'Americas' ? 'the Americas' : region;
    addList(w, {
      bankKey: `tb-landlocked:${slug(region)}`,
      question: `Name the landlocked countries of ${where}.`,
      answers: members
        .filter((c) => c.isLandlocked)
        .sort(bySize)
        .map((c) => c.name),
    });
    addList(w, {
      bankKey: `tb-largest-area:${slug(region)}`,
      question: `Name the five largest countries of ${where} by area.`,
      answers: [...members]
        .sort(byArea)
        .slice(0, 5)
        .map((c) => c.name),
    });
    addList(w, {
      bankKey: `tb-largest-population:${slug(region)}`,
      question: `Name the five countries of ${where} with the most people.`,
      answers: members
        .filter((c) => c.population)
        .sort(bySize)
        .slice(0, 5)
        .map((c) => c.name),
    });
    const letters = new Map<string, string[]>();
    for (const c of [...members].sort(bySize)) {
      const letter = foldText(c.name)[0].toUpperCase();
      letters.set(letter, [...(letters.get(letter) ?? []), c.name]);
    }
    for (const [letter, names] of letters) {
      addList(w, {
        bankKey: `tb-letter:${slug(region)}:${letter}`,
        question: `Name the countries of ${where} whose names begin with ${letter}.`,
        answers: names,
      });
    }
  }

  const languages = [...new Set(independent.flatMap((c) => c.languages))];
  for (const language of languages) {
    addList(w, {
      bankKey: `tb-language-countries:${slug(language)}`,
      question: `Name the countries where ${language} is an official language.`,
      answers: independent
        .filter((c) => c.languages.includes(language))
        .sort(bySize)
        .map((c) => c.name),
    });
  }

  const currencies = new Map(all.flatMap((c) => c.currencies.map((cur) => [cur.code, cur.name])));
  for (const [code, name] of currencies) {
    addList(w, {
      bankKey: `tb-currency-countries:${code}`,
      question: `Name the countries that use the ${name}.`,
      answers: independent
        .filter((c) => c.currencies.some((cur) => cur.code === code))
        .sort(bySize)
        .map((c) => c.name),
    });
  }
}

function writeElementLists(w: BankWriter) {
  const elements = loadElements();
  const familyPlural: Record<string, string> = {
    'Alkali metal': 'alkali metals',
    'Alkaline earth metal': 'alkaline earth metals',
    'Transition metal': 'transition metals of the fourth period',
    Lanthanide: 'lanthanides',
    Actinide: 'actinides',
    Halogen: 'halogens',
    'Noble gas': 'noble gases',
  };
  for (const family of FAMILIES) {
    const members = elements.filter(
      (e) => e.family === family && (family !== 'Transition metal' || e.period === 4),
    );
    addList(w, {
      bankKey: `tb-family:${slug(family)}`,
      question: `Name the ${familyPlural[family]}.`,
      answers: members.map((e) => e.name),
    });
  }
  for (let group = 1; group <= 18; group++) {
    addList(w, {
      bankKey: `tb-group:${group}`,
      question: `Name the elements in group ${group} of the periodic table.`,
      answers: elements.filter((e) => e.group === group).map((e) => e.name),
    });
  }
  for (let period = 1; period <= 4; period++) {
    addList(
      w,
      {
        bankKey: `tb-period:${period}`,
        question: `Name the elements in period ${period} of the periodic table.`,
        answers: elements.filter((e) => e.period === period).map((e) => e.name),
      },
      2,
    );
  }
  const letters = [...new Set(elements.map((e) => e.symbol[0]))];
  for (const letter of letters) {
    addList(w, {
      bankKey: `tb-element-symbol-letter:${letter}`,
      question: `Name the elements whose chemical symbols begin with ${letter}.`,
      answers: elements.filter((e) => e.symbol[0] === letter).map((e) => e.name),
    });
  }
}

function writeUsStateLists(w: BankWriter) {
  const states = loadFiftyStates();
  const byPopulation = [...states].sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
  const letters = [...new Set(states.map((s) => s.name[0]))];
  for (const letter of letters) {
    addList(w, {
      bankKey: `tb-us-letter:${letter}`,
      question: `Name the US states whose names begin with ${letter}.`,
      answers: byPopulation.filter((s) => s.name[0] === letter).map((s) => s.name),
    });
  }
  addList(w, {
    bankKey: 'tb-us-largest-population',
    question: 'Name the ten US states with the most people.',
    answers: byPopulation.slice(0, 10).map((s) => s.name),
  });
  addList(w, {
    bankKey: 'tb-us-largest-area',
    question: 'Name the ten largest US states by area.',
    answers: [...states]
      .sort((a, b) => (b.area ?? 0) - (a.area ?? 0))
      .slice(0, 10)
      .map((s) => s.name),
  });
  addList(w, {
    bankKey: 'tb-us-two-words',
    question: 'Name the US states whose names are two words.',
    answers: byPopulation.filter((s) => s.name.includes(' ')).map((s) => s.name),
  });
  addList(w, {
    bankKey: 'tb-us-capitals-two-words',
    question: 'Name the US state capitals whose names are two or more words.',
    answers: byPopulation.filter((s) => s.capital.includes(' ')).map((s) => s.capital),
  });
}

function writeSkyLists(w: BankWriter) {
  addList(w, {
    bankKey: 'tb-sun-path',
    question: 'Name the constellations the Sun passes through in a year (by the IAU boundaries).',
    answers: sunConstellations(2025).map((s) => s.name),
  });
  const constellations = loadConstellations();
  const letters = [...new Set(constellations.map((c) => c.name[0]))];
  for (const letter of letters) {
    addList(w, {
      bankKey: `tb-constellation-letter:${letter}`,
      question: `Name the constellations whose names begin with ${letter}.`,
      answers: constellations
        .filter((c) => c.name[0] === letter)
        .map((c) => c.name)
        .sort(),
    });
  }
}
