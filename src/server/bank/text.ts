// Small wording helpers shared by the generators.

/** Lower case without accents or punctuation: for comparing names, never for display. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The key under which two question texts count as the same question. */
export function questionTextKey(text: string): string {
  return text.trim().toLowerCase();
}

const THE_NAMES =
  /(Islands|Republic|Kingdom|States|Emirates|Lands|Territory)$|^(Bahamas|Comoros|Gambia|Isle of Man|Maldives|Netherlands|Caribbean Netherlands|Philippines|Seychelles|DR Congo|Republic of the Congo)$/;

/** A country's name as it reads inside a sentence: "the Netherlands", "France". */
export function theName(name: string): string {
  return THE_NAMES.test(name) ? `the ${name}` : name;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "A, B, C or D" */
export function listWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Levenshtein distance on folded text, to skip translations that only differ by an accent or a letter. */
export function editDistance(a: string, b: string): number {
  const x = foldText(a);
  const y = foldText(b);
  const row = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= y.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (x[i - 1] === y[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[y.length];
}

const LATIN = /^[\p{Script=Latin}\p{Mark}\s'’.\-()]+$/u;

/** True when a host can read the name aloud from the card (no other script). */
export function isLatinScript(value: string): boolean {
  return LATIN.test(value);
}
