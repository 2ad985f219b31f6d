import { CATEGORY, tierDifficulty } from '../categories';
import { type Element, FAMILIES, loadElements } from '../sources/elements';
import type { BankWriter } from '../writer';

// Symbols, atomic numbers, periods, groups and families of the 118 elements.

// Elements a pub crowd meets outside chemistry class; the rest get harder with the number.
const FAMILIAR = new Set([
  'Ag',
  'Sn',
  'I',
  'Pt',
  'Au',
  'Hg',
  'Pb',
  'U',
  'Pu',
  'Ra',
  'Rn',
  'W',
  'Xe',
  'Ni',
  'Zn',
  'Cu',
  'Fe',
]);

function elementTier(e: Element): number {
  if (FAMILIAR.has(e.symbol) || e.number <= 20) return 0;
  return e.number <= 38 ? 1 : 2;
}

const FAMILY_NEIGHBOURS: Record<string, string[]> = {
  'Alkali metal': ['Alkaline earth metal', 'Transition metal'],
  'Alkaline earth metal': ['Alkali metal', 'Transition metal'],
  'Transition metal': ['Alkaline earth metal', 'Lanthanide'],
  Lanthanide: ['Actinide', 'Transition metal'],
  Actinide: ['Lanthanide', 'Transition metal'],
  Halogen: ['Noble gas', 'Alkali metal'],
  'Noble gas': ['Halogen', 'Alkali metal'],
};

export function writeChemistryQuestions(w: BankWriter): void {
  const elements = loadElements();
  const byNumber = new Map(elements.map((e) => [e.number, e]));
  const near = (z: number, span: number) =>
    [...Array(span * 2 + 1).keys()]
      .map((i) => byNumber.get(z - span + i))
      .filter((e): e is Element => e !== undefined && e.number !== z);

  for (const e of elements) {
    const tier = elementTier(e);
    const initial = e.name[0];
    w.addQuestion({
      key: `element-symbol:${e.number}`,
      category: CATEGORY.chemistry,
      question: `What is the chemical symbol for ${e.name.toLowerCase()}?`,
      answer: e.symbol,
      difficulty: tierDifficulty(tier + (e.symbol[0] === initial ? 0 : 1)),
      // Real symbols that start like the name or the symbol are the tempting ones.
      distractors: [
        elements
          .filter((o) => o.symbol[0] === initial || o.symbol[0] === e.symbol[0])
          .map((o) => o.symbol),
        near(e.number, 3).map((o) => o.symbol),
      ],
    });
    w.addQuestion({
      key: `symbol-element:${e.number}`,
      category: CATEGORY.chemistry,
      question: `Which element has the chemical symbol ${e.symbol}?`,
      answer: e.name,
      difficulty: tierDifficulty(tier + (e.symbol[0] === initial ? 0 : 1)),
      distractors: [
        elements.filter((o) => o.name[0] === e.symbol[0]).map((o) => o.name),
        near(e.number, 3).map((o) => o.name),
      ],
    });
    const z = e.number;
    w.addQuestion({
      key: `atomic-number:${z}`,
      category: CATEGORY.chemistry,
      question: `What is the atomic number of ${e.name.toLowerCase()}?`,
      answer: String(z),
      difficulty: tierDifficulty(tier + 1),
      distractors: [
        [z - 1, z + 1],
        [z - 2, z + 2],
        [z - 3, z + 3, z + 4],
      ].map((g) => g.filter((n) => n >= 1 && n <= 118).map(String)),
      order: 'numeric',
    });
    w.addQuestion({
      key: `number-element:${z}`,
      category: CATEGORY.chemistry,
      question: `Which element has the atomic number ${z}?`,
      answer: e.name,
      difficulty: tierDifficulty(tier + 1),
      distractors: [near(z, 2).map((o) => o.name), near(z, 5).map((o) => o.name)],
    });
    w.addQuestion({
      key: `period:${z}`,
      category: CATEGORY.chemistry,
      question: `In which period (row) of the periodic table is ${e.name.toLowerCase()}?`,
      answer: `Period ${e.period}`,
      difficulty: tierDifficulty(tier + 1),
      distractors: [
        [e.period - 1, e.period + 1],
        [e.period - 2, e.period + 2],
        [e.period - 3, e.period + 3],
      ].map((g) => g.filter((p) => p >= 1 && p <= 7).map((p) => `Period ${p}`)),
      order: 'numeric',
    });
    if (e.group !== null) {
      const g = e.group;
      w.addQuestion({
        key: `group:${z}`,
        category: CATEGORY.chemistry,
        question: `In which group (column) of the periodic table is ${e.name.toLowerCase()}?`,
        answer: `Group ${g}`,
        difficulty: tierDifficulty(tier + 1),
        distractors: [
          [g - 1, g + 1],
          [g - 2, g + 2],
          [g - 3, g + 3],
        ].map((x) => x.filter((n) => n >= 1 && n <= 18).map((n) => `Group ${n}`)),
        order: 'numeric',
      });
    }
    if (e.family !== null) {
      w.addQuestion({
        key: `family:${z}`,
        category: CATEGORY.chemistry,
        question: `To which family of elements does ${e.name.toLowerCase()} belong?`,
        answer: e.family,
        difficulty: tierDifficulty(tier),
        distractors: [FAMILY_NEIGHBOURS[e.family], [...FAMILIES]],
      });
    }
  }
}
