import { createRng, sample, shuffle } from '../../../core/random';
import { CATEGORY } from '../categories';
import {
  fullMoons,
  loadConstellations,
  massProduct,
  orbitalPeriodDays,
  PLANETS,
  seasons,
  sunConstellations,
  totalSolarEclipses,
  transits,
} from '../sources/sky';
import { listWithOr, ordinal } from '../text';
import type { Difficulty } from '../types';
import type { BankWriter } from '../writer';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function formatDay(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

// Constellations a pub crowd knows by name; the rest are hard.
const WELL_KNOWN_CONSTELLATIONS = new Set([
  'Ori',
  'UMa',
  'UMi',
  'Cas',
  'Cru',
  'Cyg',
  'Leo',
  'Sco',
  'Tau',
  'Gem',
  'Sgr',
  'And',
  'Per',
  'Peg',
  'Dra',
  'Lyr',
  'Aql',
  'Her',
  'CMa',
  'Vir',
  'Psc',
  'Aqr',
  'Ari',
  'Cnc',
  'Lib',
  'Cap',
]);

export function writeSpaceQuestions(w: BankWriter): void {
  writeConstellations(w);
  writePlanets(w);
  writeCalendar(w);
}

function writeConstellations(w: BankWriter) {
  const all = loadConstellations();
  for (const c of all) {
    const sameLetter = all.filter((o) => o.symbol[0] === c.symbol[0]);
    const difficulty: Difficulty = WELL_KNOWN_CONSTELLATIONS.has(c.symbol) ? 'medium' : 'hard';
    w.addQuestion({
      key: `constellation-symbol:${c.symbol}`,
      category: CATEGORY.space,
      question: `What is the official three-letter IAU abbreviation of the constellation ${c.name}?`,
      answer: c.symbol,
      difficulty,
      distractors: [sameLetter.map((o) => o.symbol), all.map((o) => o.symbol)],
    });
    w.addQuestion({
      key: `symbol-constellation:${c.symbol}`,
      category: CATEGORY.space,
      question: `Which constellation has the IAU abbreviation ${c.symbol}?`,
      answer: c.name,
      difficulty,
      distractors: [sameLetter.map((o) => o.name), all.map((o) => o.name)],
    });
  }

  const path = sunConstellations(2025);
  const onPath = [...new Set(path.map((p) => p.name))];
  for (const [i, span] of path.entries()) {
    // The year starts and ends in Sagittarius: ask about the longer stay only.
    const isLongest = path.every((o) => o.name !== span.name || o.days <= span.days);
    if (
      span.days < 5 ||
      !isLongest ||
      path.some((o, j) => j < i && o.name === span.name && o.days === span.days)
    )
      continue;
    const before = path[(i + path.length - 1) % path.length].name;
    const after = path[(i + 1) % path.length].name;
    w.addQuestion({
      key: `sun-constellation:${span.name}`,
      category: CATEGORY.space,
      question: `By the official IAU constellation boundaries, in which constellation does the Sun appear on ${formatDay(span.middle)}?`,
      answer: span.name,
      difficulty: 'hard',
      distractors: [[before, after], onPath],
    });
  }
}

function writePlanets(w: BankWriter) {
  const planets = [...PLANETS];
  for (const [i, planet] of planets.entries()) {
    const position = i + 1;
    w.addQuestion({
      key: `planet-order:${planet}`,
      category: CATEGORY.space,
      question: `Which planet is the ${ordinal(position)} from the Sun?`,
      answer: planet,
      difficulty: position <= 3 || position === 8 ? 'easy' : 'medium',
      distractors: [planets.filter((_, j) => Math.abs(j - i) === 1), planets],
    });
    w.addQuestion({
      key: `planet-position:${planet}`,
      category: CATEGORY.space,
      question: `Counting out from the Sun, what number planet is ${planet}?`,
      answer: ordinal(position),
      difficulty: position === 3 ? 'easy' : 'medium',
      distractors: [
        [position - 1, position + 1],
        [position - 2, position + 2, position + 3],
      ].map((g) => g.filter((p) => p >= 1 && p <= 8).map(ordinal)),
      order: 'numeric',
    });
  }

  const formatPeriod = (days: number) =>
    days < 730
      ? `About ${Math.round(days)} Earth days`
      : `About ${Math.round(days / 365.25)} Earth years`;
  const periods = planets.map((p) => formatPeriod(orbitalPeriodDays(p)));
  for (const [i, planet] of planets.entries()) {
    if (planet === 'Earth') continue;
    w.addQuestion({
      key: `planet-year:${planet}`,
      category: CATEGORY.space,
      question: `How long does ${planet} take to orbit the Sun once?`,
      answer: periods[i],
      difficulty: planet === 'Mars' || planet === 'Mercury' ? 'medium' : 'hard',
      distractors: [periods.filter((_, j) => j !== i && Math.abs(j - i) <= 2), periods],
    });
  }

  // Four planets at a time: closest to and farthest from the Sun; four bodies: heaviest, lightest.
  const sets: string[][] = [];
  for (let a = 0; a < 8; a++)
    for (let b = a + 1; b < 8; b++)
      for (let c = b + 1; c < 8; c++)
        for (let d = c + 1; d < 8; d++) sets.push([a, b, c, d].map((k) => planets[k]));
  const rng = createRng('planet-sets');
  const orderOf = (p: string) => planets.indexOf(p as (typeof PLANETS)[number]);
  for (const [id, word, pickAnswer] of [
    ['planet-closest', 'closest to the Sun', (s: string[]) => s[0]],
    ['planet-farthest', 'farthest from the Sun', (s: string[]) => s[3]],
  ] as const) {
    for (const set of sample(sets, 30, createRng(id))) {
      const options = shuffle(set, rng);
      const answer = pickAnswer([...set].sort((x, y) => orderOf(x) - orderOf(y)));
      w.addFixedOptionsQuestion({
        key: `${id}:${[...set].sort().join('-')}`,
        category: CATEGORY.space,
        question: `Which of these planets is ${word}: ${listWithOr(options)}?`,
        answer,
        difficulty: 'medium',
        options,
      });
    }
  }

  const bodies = [...planets, 'Pluto', 'Moon'];
  const bodySets: string[][] = [];
  for (let a = 0; a < bodies.length; a++)
    for (let b = a + 1; b < bodies.length; b++)
      for (let c = b + 1; c < bodies.length; c++)
        for (let d = c + 1; d < bodies.length; d++)
          bodySets.push([a, b, c, d].map((k) => bodies[k]));
  const label = (b: string) => (b === 'Moon' ? 'the Moon' : b);
  for (const [id, word, isHeaviest] of [
    ['mass-most', 'the most massive', true],
    ['mass-least', 'the least massive', false],
  ] as const) {
    for (const set of sample(bodySets, 30, createRng(id))) {
      const ranked = [...set].sort((x, y) => massProduct(y) - massProduct(x));
      const answer = isHeaviest ? ranked[0] : ranked[3];
      const runnerUp = isHeaviest ? ranked[1] : ranked[2];
      const ratio = isHeaviest
        ? massProduct(answer) / massProduct(runnerUp)
        : massProduct(runnerUp) / massProduct(answer);
      const options = shuffle(set, rng).map(label);
      w.addFixedOptionsQuestion({
        key: `${id}:${[...set].sort().join('-')}`,
        category: CATEGORY.space,
        question: `Which of these is ${word}: ${listWithOr(options)}?`,
        answer: label(answer),
        difficulty: ratio >= 5 ? 'easy' : ratio >= 1.5 ? 'medium' : 'hard',
        options,
      });
    }
  }
}

function writeCalendar(w: BankWriter) {
  for (let year = 2025; year <= 2040; year++) {
    for (const season of seasons(year)) {
      const day = season.date;
      w.addQuestion({
        key: `season:${year}:${season.kind.toLowerCase().replace(' ', '-')}`,
        category: CATEGORY.space,
        question: `On what date (UTC) is the ${season.kind} in ${year}?`,
        answer: `${formatDay(day)} ${year}`,
        difficulty: 'hard',
        distractors: [
          [-1, 1],
          [-2, 2],
        ].map((g) => g.map((d) => `${formatDay(addDays(day, d))} ${year}`)),
        order: 'numeric',
      });
    }
  }

  // A 'blue moon' here is the second full moon in one calendar month (UTC).
  const moons = fullMoons(2024, 2050);
  const blueMonths = new Map<number, number[]>();
  moons.forEach((date, i) => {
    const previous = moons[i - 1];
    if (!previous || previous.getUTCMonth() !== date.getUTCMonth()) return;
    const list = blueMonths.get(date.getUTCFullYear()) ?? [];
    list.push(date.getUTCMonth());
    blueMonths.set(date.getUTCFullYear(), list);
  });
  for (const [year, months] of blueMonths) {
    if (months.length !== 1) continue;
    const m = months[0];
    w.addQuestion({
      key: `blue-moon:${year}`,
      category: CATEGORY.space,
      question: `In which month of ${year} are there two full moons (a 'blue moon'), counting in UTC?`,
      answer: MONTHS[m],
      difficulty: 'hard',
      distractors: [[MONTHS[(m + 11) % 12], MONTHS[(m + 1) % 12]], MONTHS],
    });
  }

  const eclipses = totalSolarEclipses(2001, 2045);
  const eclipseDays = new Set(eclipses.map((d) => `${formatDay(d)} ${d.getUTCFullYear()}`));
  for (const date of eclipses) {
    const year = date.getUTCFullYear();
    const years = [-3, -2, -1, 1, 2, 3]
      .map((d) => year + d)
      .filter((y) => !eclipseDays.has(`${formatDay(date)} ${y}`));
    w.addQuestion({
      key: `total-eclipse:${date.toISOString().slice(0, 10)}`,
      category: CATEGORY.space,
      question: `Which year has a total solar eclipse on ${formatDay(date)}?`,
      answer: String(year),
      difficulty: year >= 2017 && year <= 2027 ? 'medium' : 'hard',
      distractors: [years.map(String)],
      order: 'numeric',
    });
  }

  for (const planet of ['Mercury', 'Venus'] as const) {
    const dates = transits(planet, 1999, planet === 'Venus' ? 2130 : 2100);
    for (let i = 1; i < dates.length; i++) {
      const previousYear = dates[i - 1].getUTCFullYear();
      const year = dates[i].getUTCFullYear();
      const all = new Set(dates.map((d) => d.getUTCFullYear()));
      w.addQuestion({
        key: `transit:${planet.toLowerCase()}:${year}`,
        category: CATEGORY.space,
        question: `After the transit of ${planet} across the Sun in ${previousYear}, in which year is the next one?`,
        answer: String(year),
        difficulty: 'hard',
        distractors: [
          [-3, -2, -1, 1, 2, 3]
            .map((d) => year + d)
            .filter((y) => y > previousYear && !all.has(y))
            .map(String),
        ],
        order: 'numeric',
      });
    }
  }
}
