import { describe, expect, it } from 'vitest';
import {
  decodeHtmlEntities,
  EXAMPLE_CSV,
  EXAMPLE_JSON,
  parseCsv,
  parseJsonItems,
  summarizeBulk,
} from './bulk-upload';

const categories = [
  { id: 'geo', name: 'Geography' },
  { id: 'sci', name: 'Science' },
];

describe('CSV bulk parsing', () => {
  it('reads the example with semicolons, matching categories ignoring case', () => {
    const { rows, error } = parseCsv(EXAMPLE_CSV, 'semicolon', categories);
    expect(error).toBeNull();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      line: 2,
      questionText: 'What is the capital of Australia?',
      correctAnswer: 'Canberra',
      categoryId: 'geo',
      difficulty: 'easy',
      isValid: true,
    });
    expect(rows[2]).toMatchObject({ category: 'Art', categoryId: null, isValid: true });
    expect(rows[2].warning).toContain('not found');
  });

  it('matches headers by containing the column names, in any case and order', () => {
    const text =
      'Difficulty,The Category,Correct ANSWER,Question text\nhard,science,H2O,What is water?';
    const { rows } = parseCsv(text, 'comma', categories);
    expect(rows[0]).toMatchObject({
      questionText: 'What is water?',
      correctAnswer: 'H2O',
      categoryId: 'sci',
      difficulty: 'hard',
    });
  });

  it('lists missing columns', () => {
    expect(parseCsv('Question;Answer\nq;a', 'semicolon', categories).error).toBe(
      'Missing required columns: category, difficulty',
    );
  });

  it('flags short rows and rows missing fields, numbering rows as a spreadsheet does', () => {
    const text =
      'Question;Answer;Category;Difficulty\nOnly two;cells\n\n;Paris;Geography;easy\nFine?;Yes;Geography;medium';
    const { rows } = parseCsv(text, 'semicolon', categories);
    expect(rows.map((r) => [r.line, r.isValid, r.error])).toEqual([
      [2, false, 'Row 2: Not enough columns'],
      [4, false, 'Row 4: Missing required fields'],
      [5, true, null],
    ]);
  });

  it('defaults difficulty to medium and accepts only easy or hard otherwise', () => {
    const text =
      'Question\tAnswer\tCategory\tDifficulty\nA?\ta\tScience\tEXPERT\nB?\tb\tScience\t\nC?\tc\tScience\tHard';
    const { rows } = parseCsv(text, 'tab', categories);
    expect(rows.map((r) => r.difficulty)).toEqual(['medium', 'medium', 'hard']);
  });

  it('handles quoted fields with delimiters, quotes and line breaks', () => {
    const text =
      'Question;Answer;Category;Difficulty\n"Who said ""Eureka""; and where?";"Archimedes;\nSyracuse";Science;hard\nNext?;n;Science;easy';
    const { rows } = parseCsv(text, 'semicolon', categories);
    expect(rows[0].questionText).toBe('Who said "Eureka"; and where?');
    expect(rows[0].correctAnswer).toBe('Archimedes;\nSyracuse');
    expect(rows[1].line).toBe(4);
  });

  it('counts blank lines, whitespace-only lines and Windows line endings as a spreadsheet does', () => {
    const text =
      '\r\nQuestion;Answer;Category;Difficulty\r\n   \r\n"Two\r\nlines";a;Science;easy\r\nQ?;;Science;easy\r\n';
    const { rows } = parseCsv(text, 'semicolon', categories);
    expect(rows.map((r) => [r.line, r.error])).toEqual([
      [4, null],
      [6, 'Row 6: Missing required fields'],
    ]);
  });
});

describe('JSON bulk parsing', () => {
  it('reads both field spellings and Open Trivia DB items with decoded entities and options', () => {
    const { rows, error } = parseJsonItems(EXAMPLE_JSON, categories);
    expect(error).toBeNull();
    expect(rows.map((r) => r.isValid)).toEqual([true, true, true]);
    expect(rows[1]).toMatchObject({
      questionText: 'Which planet has the most moons?',
      correctAnswer: 'Saturn',
      categoryId: 'sci',
    });
    expect(rows[2].multipleChoiceOptions).toEqual([
      'Arctic Ocean',
      'Atlantic Ocean',
      'Indian Ocean',
      'Pacific Ocean',
    ]);

    const opentdb = JSON.stringify({
      response_code: 0,
      results: [
        {
          type: 'multiple',
          difficulty: 'hard',
          category: 'Science',
          question: 'What is the symbol for &quot;gold&quot; &amp; why?',
          correct_answer: 'Au',
          incorrect_answers: ['Ag', 'Gd', '&#039;Go&#039;'],
        },
        {
          type: 'boolean',
          difficulty: 'easy',
          category: 'Science',
          question: 'Water is wet.',
          correct_answer: 'True',
          incorrect_answers: ['False'],
        },
      ],
    });
    const parsed = parseJsonItems(opentdb, categories).rows;
    expect(parsed[0]).toMatchObject({
      questionText: 'What is the symbol for "gold" & why?',
      difficulty: 'hard',
      categoryId: 'sci',
    });
    expect(parsed[0].multipleChoiceOptions).toContain("'Go'");
    expect(parsed[0].multipleChoiceOptions).toContain('Au');
    expect(parsed[1].multipleChoiceOptions).toBeNull();
  });

  it('refuses what is not an array, and invalid JSON with the reason', () => {
    expect(parseJsonItems('{"a":1}', categories).error).toBe(
      'JSON data must be an array of question objects',
    );
    expect(parseJsonItems('[{', categories).error).toMatch(/^Invalid JSON data: /);
  });

  it('marks items missing fields', () => {
    const { rows } = parseJsonItems(
      '[{"question":"Q?","answer":"A"},{"question":"Q2?","answer":"A","category":"Geography"}]',
      categories,
    );
    expect(rows[0]).toMatchObject({ isValid: false, error: 'Item 1: Missing required fields' });
    expect(rows[1].isValid).toBe(true);
  });

  it('decodes numeric and named entities', () => {
    expect(decodeHtmlEntities('Caf&eacute; &#233; &#x41; &lt;b&gt;')).toBe('Café é A <b>');
  });
});

describe('preview summary', () => {
  it('gives each of the spec messages', () => {
    expect(summarizeBulk('  ', { rows: [], error: null }).error).toBe(
      'Please enter some data to preview',
    );
    expect(
      summarizeBulk(
        'Question;Answer;Category;Difficulty',
        parseCsv('Question;Answer;Category;Difficulty', 'semicolon', categories),
      ).error,
    ).toBe('No questions could be parsed from the input');
    const mixed = parseCsv(
      'Question;Answer;Category;Difficulty\nA?;a;Geography;easy\nB?;;Geography;easy',
      'semicolon',
      categories,
    );
    expect(summarizeBulk('x', mixed).summary).toBe(
      '1 valid questions found, 1 questions have errors',
    );
  });
});
