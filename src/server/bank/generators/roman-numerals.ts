import { createRng, sample } from '../../../core/random';
import { CATEGORY } from '../categories';
import type { Difficulty } from '../types';
import type { BankWriter } from '../writer';

// Roman numerals are computed, not looked up: years people quote, the first fifty numbers
// and round hundreds.

const NUMERALS: [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function toRoman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) throw new Error(`No Roman numeral for ${n}`);
  let rest = n;
  let out = '';
  for (const [value, letters] of NUMERALS) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

export function fromRoman(numeral: string): number {
  const value: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const v = value[numeral[i]];
    const next = value[numeral[i + 1]] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

function romanDifficulty(n: number): Difficulty {
  const numeral = toRoman(n);
  const subtractive = (numeral.match(/CM|CD|XC|XL|IX|IV/g) ?? []).length;
  const score = numeral.length + subtractive * 2;
  return score <= 4 ? 'easy' : score <= 9 ? 'medium' : 'hard';
}

/** Numbers whose numerals a careless reader would confuse with this one. */
function nearNumbers(n: number): number[][] {
  const near = [
    [n + 1, n - 1, n + 10, n - 10],
    [n + 9, n - 9, n + 100, n - 100, n + 5, n - 5],
    [n + 90, n - 90, n + 50, n - 50],
  ];
  return near.map((g) => g.filter((x) => x >= 1 && x <= 3999));
}

export function writeRomanNumeralQuestions(w: BankWriter): void {
  const rng = createRng('roman-numerals');
  const numbers = new Set<number>();
  for (let n = 1; n <= 50; n++) numbers.add(n);
  for (let n = 100; n <= 1000; n += 100) numbers.add(n);
  for (let year = 1900; year <= 2030; year++) numbers.add(year);
  for (const year of sample(
    [...Array(900).keys()].map((i) => 1000 + i),
    80,
    rng,
  ))
    numbers.add(year);

  for (const n of [...numbers].sort((a, b) => a - b)) {
    const numeral = toRoman(n);
    const difficulty = romanDifficulty(n);
    w.addQuestion({
      key: `roman:${n}`,
      category: CATEGORY.roman,
      question: `How is ${n} written in Roman numerals?`,
      answer: numeral,
      difficulty,
      distractors: nearNumbers(n).map((g) => g.map(toRoman)),
    });
    if (n < 10) continue;
    w.addQuestion({
      key: `roman-value:${n}`,
      category: CATEGORY.roman,
      question: `Which number is written ${numeral} in Roman numerals?`,
      answer: String(n),
      difficulty,
      distractors: nearNumbers(n).map((g) => g.map(String)),
      order: 'numeric',
    });
  }
}
