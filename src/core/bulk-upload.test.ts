import { describe, expect, it } from 'vitest';
import {
  BULK_MESSAGES,
  decodeOpenTdbText,
  duplicateLabel,
  EXAMPLE_CSV,
  EXAMPLE_JSON,
  markPoolDuplicates,
  parseCsv,
  parseJsonItems,
  summarizeBulk,
} from './bulk-upload';

const categories = [
  { id: 'geo', name: 'Geography' },
  { id: 'sci', name: 'Science' },
];

describe('CSV bulk parsing', () => {
  it('reads the example, matching categories ignoring case, with its optional columns', () => {
    const { rows, error } = parseCsv(EXAMPLE_CSV, 'auto', categories);
    expect(error).toBeNull();
    expect(rows.map((r) => [r.line, r.isValid, r.kind])).toEqual([
      [2, true, 'multiple_choice'],
      [3, true, 'open'],
      [4, true, 'true_false'],
      [5, true, 'open'],
      [6, true, 'number'],
    ]);
    expect(rows[0]).toMatchObject({
      questionText: 'What is the capital of Australia?',
      correctAnswer: 'Canberra',
      categoryId: 'geo',
      difficulty: 'easy',
      multipleChoiceOptions: ['Sydney', 'Canberra', 'Melbourne', 'Perth'],
    });
    expect(rows[2]).toMatchObject({
      correctAnswer: 'False',
      multipleChoiceOptions: ['True', 'False'],
    });
    expect(rows[3]).toMatchObject({ category: 'Art', categoryId: null, isValid: true });
    expect(rows[3].answerVariants).toEqual(['Rembrandt van Rijn', 'Van Rijn']);
    expect(rows[3].warning).toContain('not found');
  });

  it('detects comma, semicolon and tab by default', () => {
    for (const d of [',', ';', '\t']) {
      const text =
        ['Question', 'Answer', 'Category', 'Difficulty'].join(d) +
        `\n${['Capital of Peru?', 'Lima', 'Geography', 'easy'].join(d)}`;
      const { rows, error } = parseCsv(text, 'auto', categories);
      expect(error, JSON.stringify(d)).toBeNull();
      expect(rows[0]).toMatchObject({ questionText: 'Capital of Peru?', correctAnswer: 'Lima' });
    }
  });

  it('refuses a comma file read with semicolons: its header does not split into the columns', () => {
    const text = 'Question,Answer,Category,Difficulty\nCapital of Peru?,Lima,Geography,easy';
    expect(parseCsv(text, 'semicolon', categories)).toEqual({
      rows: [],
      error: 'Missing required columns: answer, category, difficulty',
    });
    expect(parseCsv(text, 'auto', categories).rows[0]).toMatchObject({
      questionText: 'Capital of Peru?',
      correctAnswer: 'Lima',
      categoryId: 'geo',
      isValid: true,
    });
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

  it('reads options as Option 1..6 columns and kinds by their labels', () => {
    const text = [
      'Question,Answer,Category,Difficulty,Kind,Option 1,Option 2,Option 3',
      'Largest planet?,jupiter,Science,easy,,Mars,Jupiter,Venus',
      'Water boils at 100 °C at sea level.,true,Science,easy,True or false,,,',
      'Speed of light in km/s?,"299,792",Science,hard,number,,,',
      'Which flag is this?,France,Geography,easy,Picture,,,',
      'Odd?,x,Science,easy,riddle,,,',
    ].join('\n');
    const { rows } = parseCsv(text, 'auto', categories);
    expect(rows[0]).toMatchObject({
      kind: 'multiple_choice',
      correctAnswer: 'Jupiter',
      multipleChoiceOptions: ['Mars', 'Jupiter', 'Venus'],
      isValid: true,
    });
    expect(rows[1]).toMatchObject({ kind: 'true_false', correctAnswer: 'True', isValid: true });
    expect(rows[2]).toMatchObject({ kind: 'number', correctAnswer: '299,792', isValid: true });
    expect(rows[3]).toMatchObject({
      isValid: false,
      error: `Row 5: ${BULK_MESSAGES.pictureNotImportable}`,
    });
    expect(rows[4].error).toBe(`Row 6: ${BULK_MESSAGES.unknownKind('riddle')}`);
  });

  it('checks each row as the question dialog does: answer among options, kinds, length limits', () => {
    const long = 'x'.repeat(1224);
    const text = [
      'Question;Answer;Category;Difficulty;Kind;Options',
      'Capital of Peru?;Cusco;Geography;easy;;Lima | Quito',
      'Is it?;Maybe;Science;easy;true_false;',
      'How many?;many;Science;easy;Number;',
      `${long}?;a;Science;easy;;`,
      'One option?;A;Science;easy;;A',
    ].join('\n');
    const { rows } = parseCsv(text, 'auto', categories);
    expect(rows.map((r) => r.error)).toEqual([
      'Row 2: The correct answer must be one of the options',
      'Row 3: The answer to a true or false question is True or False',
      'Row 4: The answer to a number question must be a number, such as 330 or 1.5',
      'Row 5: Question: At most 1000 characters',
      'Row 6: A multiple-choice question needs 2 to 6 different options',
    ]);
    expect(rows[3].questionText).toHaveLength(1225);
    expect(rows.every((r) => !r.isValid)).toBe(true);
  });

  it('marks a question repeated in the file (trimmed, any case) as a duplicate of the first', () => {
    const text = [
      'Question;Answer;Category;Difficulty',
      'Capital of Peru?;Lima;Geography;easy',
      'Broken;row',
      'Broken;row;Geography;easy',
      '  CAPITAL OF PERU?  ;Lima;Geography;hard',
    ].join('\n');
    const { rows } = parseCsv(text, 'auto', categories);
    expect(rows.map((r) => r.duplicateOf)).toEqual([null, null, null, 2]);
    expect(duplicateLabel(rows[3], 'csv')).toBe('Duplicate of row 2');
    expect(duplicateLabel(rows[0], 'csv')).toBeNull();
    // Only a valid row counts as the first: row 3 is invalid, row 4 is the first "Broken".
    expect(rows[2].duplicateOf).toBeNull();
    const marked = markPoolDuplicates(rows, new Set(['Capital of Peru?']));
    expect(duplicateLabel(marked[0], 'csv')).toBe('Already in the pool');
    expect(summarizeBulk(text, { rows: marked, error: null })).toMatchObject({ duplicates: 2 });
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

  it('leaves entities in a CSV as they are written', () => {
    const text =
      'Question,Answer,Category,Difficulty\nWhat is &amp; called?,Ampersand,Science,easy';
    expect(parseCsv(text, 'auto', categories).rows[0].questionText).toBe('What is &amp; called?');
  });
});

const OPENTDB = JSON.stringify({
  response_code: 0,
  results: [
    {
      type: 'multiple',
      difficulty: 'hard',
      category: 'Science',
      question: 'Which element&#039;s symbol is &quot;Au&quot; &amp; not &quot;Ag&quot;?',
      correct_answer: 'Gold',
      incorrect_answers: ['Silver', 'Copper', 'Platinum'],
    },
    {
      type: 'boolean',
      difficulty: 'easy',
      category: 'Geography',
      question: 'The &Aring;land Islands belong to Finland.',
      correct_answer: 'True',
      incorrect_answers: ['False'],
    },
    {
      type: 'multiple',
      difficulty: 'medium',
      category: 'Entertainment: Music',
      question: 'Who sang &ldquo;Caf&eacute; &ndash; Ol&eacute;&rdquo; in 1997?',
      correct_answer: 'Bj&ouml;rk',
      incorrect_answers: ['Sigur R&oacute;s', 'M&oslash;', 'R&ouml;yksopp'],
    },
    {
      type: 'multiple',
      difficulty: 'easy',
      category: 'Science',
      question: 'Super&shy;cali&shy;fragilistic is from which film? &amp;quot; stays',
      correct_answer: 'Mary Poppins',
      incorrect_answers: ['Bedknobs', 'Annie', 'Oliver!'],
    },
  ],
});

describe('JSON bulk parsing', () => {
  it('reads the example: both field spellings, options, variants, kinds and Open Trivia DB items', () => {
    const { rows, error } = parseJsonItems(EXAMPLE_JSON, categories);
    expect(error).toBeNull();
    expect(rows.map((r) => [r.isValid, r.kind])).toEqual([
      [true, 'multiple_choice'],
      [true, 'open'],
      [true, 'open'],
      [true, 'true_false'],
      [true, 'multiple_choice'],
    ]);
    expect(rows[1]).toMatchObject({
      questionText: 'Which planet has the most moons?',
      correctAnswer: 'Saturn',
      categoryId: 'sci',
    });
    expect(rows[2].answerVariants).toEqual(['Rembrandt van Rijn']);
    expect(rows[4].multipleChoiceOptions).toEqual([
      'Pacific Ocean',
      'Atlantic Ocean',
      'Indian Ocean',
      'Arctic Ocean',
    ]);
  });

  it('decodes every entity of an Open Trivia DB file once, and keeps its kinds and options', () => {
    const { rows } = parseJsonItems(OPENTDB, categories);
    expect(rows.map((r) => r.error)).toEqual([null, null, null, null]);
    expect(rows[0]).toMatchObject({
      questionText: 'Which element\'s symbol is "Au" & not "Ag"?',
      kind: 'multiple_choice',
      correctAnswer: 'Gold',
      multipleChoiceOptions: ['Gold', 'Silver', 'Copper', 'Platinum'],
      difficulty: 'hard',
      categoryId: 'sci',
    });
    expect(rows[1]).toMatchObject({
      questionText: 'The Åland Islands belong to Finland.',
      kind: 'true_false',
      correctAnswer: 'True',
      multipleChoiceOptions: ['True', 'False'],
    });
    expect(rows[2]).toMatchObject({
      questionText: 'Who sang “Café – Olé” in 1997?',
      correctAnswer: 'Björk',
      multipleChoiceOptions: ['Björk', 'Sigur Rós', 'Mø', 'Röyksopp'],
    });
    // Soft hyphens go; an escaped entity is decoded once only.
    expect(rows[3].questionText).toBe('Supercalifragilistic is from which film? &quot; stays');
    expect(
      rows.every((r) => !/&[a-z#0-9]+;/i.test(r.questionText.replace('&quot; stays', ''))),
    ).toBe(true);
  });

  it('decodes named, numeric and hex entities with the entities package', () => {
    expect(decodeOpenTdbText('Caf&eacute; &#233; &#x41; &lt;b&gt; &aring; &ndash; &shy;x')).toBe(
      'Café é A <b> å – x',
    );
  });

  it('leaves entities in plain JSON items as they are written', () => {
    const { rows } = parseJsonItems(
      '[{"question":"Caf&eacute;?","answer":"Yes","category":"Science"}]',
      categories,
    );
    expect(rows[0].questionText).toBe('Caf&eacute;?');
  });

  it('refuses what is not an array, and invalid JSON with the reason', () => {
    expect(parseJsonItems('{"a":1}', categories).error).toBe(
      'JSON data must be an array of question objects',
    );
    expect(parseJsonItems('[{', categories).error).toMatch(/^Invalid JSON data: /);
  });

  it('marks items missing fields, bad kinds and duplicates, numbered as items', () => {
    const { rows } = parseJsonItems(
      JSON.stringify([
        { question: 'Q?', answer: 'A' },
        { question: 'Q2?', answer: 'A', category: 'Geography' },
        { question: 'Flag?', answer: 'France', category: 'Geography', kind: 'picture' },
        { question: 'q2?', answer: 'B', category: 'Geography', options: ['B', 'C'] },
      ]),
      categories,
    );
    expect(rows[0]).toMatchObject({ isValid: false, error: 'Item 1: Missing required fields' });
    expect(rows[1].isValid).toBe(true);
    expect(rows[2].error).toBe(`Item 3: ${BULK_MESSAGES.pictureNotImportable}`);
    expect(rows[3]).toMatchObject({ isValid: true, kind: 'multiple_choice', duplicateOf: 2 });
    expect(duplicateLabel(rows[3], 'json')).toBe('Duplicate of item 2');
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
