import { describe, expect, it } from 'vitest';
import { EXAMPLE_CSV, parseCsv } from '../../../../core/bulk-upload';
import { exampleCsvFor } from './example-data';

const categories = [
  { id: 'geo', name: 'Geography' },
  { id: 'sci', name: 'Science' },
  { id: 'art', name: 'Art' },
];

const content = (rows: ReturnType<typeof parseCsv>['rows']) =>
  rows.map((r) => [
    r.questionText,
    r.correctAnswer,
    r.categoryId,
    r.difficulty,
    r.kind,
    r.multipleChoiceOptions,
    r.answerVariants,
  ]);

describe('exampleCsvFor', () => {
  it('keeps the semicolon example as it is, also when the delimiter is detected', () => {
    expect(exampleCsvFor('semicolon')).toBe(EXAMPLE_CSV);
    expect(exampleCsvFor('auto')).toBe(EXAMPLE_CSV);
  });

  it.each(['comma', 'tab'] as const)(
    'writes the example with %s that parses to the same rows, forced or detected',
    (delimiter) => {
      const original = parseCsv(EXAMPLE_CSV, 'semicolon', categories).rows;
      for (const read of [delimiter, 'auto'] as const) {
        const converted = parseCsv(exampleCsvFor(delimiter), read, categories);
        expect(converted.error).toBeNull();
        expect(content(converted.rows)).toEqual(content(original));
        expect(converted.rows.every((r) => r.isValid)).toBe(true);
      }
      expect(original.some((r) => r.questionText === 'Who painted "The Night Watch"?')).toBe(true);
    },
  );
});
