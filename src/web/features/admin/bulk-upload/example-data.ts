import Papa from 'papaparse';
import { BULK_DELIMITERS, type BulkDelimiter, EXAMPLE_CSV } from '../../../../core/bulk-upload';

/** The example CSV written with the chosen delimiter (it is kept with semicolons). */
export function exampleCsvFor(delimiter: BulkDelimiter): string {
  if (delimiter === 'semicolon' || delimiter === 'auto') return EXAMPLE_CSV;
  const { data } = Papa.parse<string[]>(EXAMPLE_CSV, {
    delimiter: BULK_DELIMITERS.semicolon,
    skipEmptyLines: true,
  });
  return Papa.unparse(data, { delimiter: BULK_DELIMITERS[delimiter], newline: '\n' });
}
