import { describe, expect, it } from 'vitest';
import { EXAMPLE_CSV, parseCsv } from '../../../../core/bulk-upload';
import { exampleCsvFor } from './example-data';

const categories = [
  { id: 'geo', name: 'Geography' },
  { id: 'sci', name: 'Science' },
  { id: 'art', name: 'Art' },
];

describe('exampleCsvFor', () => {
  it('keeps the semicolon example as it is', () => {
    expect(exampleCsvFor('semicolon')).toBe(EXAMPLE_CSV);
  });

  it.each(['comma', 'tab'] as const)(
    'writes the example with %s that parses to the same rows',
    (delimiter) => {
      const original = parseCsv(EXAMPLE_CSV, 'semicolon', categories).rows;
      const converted = parseCsv(exampleCsvFor(delimiter), delimiter, categories);
      expect(converted.error).toBeNull();
      expect(
        converted.rows.map((r) => [r.questionText, r.correctAnswer, r.categoryId, r.difficulty]),
      ).toEqual(original.map((r) => [r.questionText, r.correctAnswer, r.categoryId, r.difficulty]));
      expect(converted.rows.every((r) => r.isValid)).toBe(true);
      expect(converted.rows.some((r) => r.questionText === 'Who painted "The Night Watch"?')).toBe(
        true,
      );
    },
  );
});
