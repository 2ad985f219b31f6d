import { describe, expect, it } from 'vitest';
import {
  closestGuesses,
  differenceOf,
  formatNumber,
  numberAnswerText,
  saveGuessesSchema,
  TIEBREAKER_MESSAGES,
  tiebreakerInputSchema,
  unitOf,
} from './tiebreakers';

const guesses = (...pairs: [string, number][]) => pairs.map(([team, guess]) => ({ team, guess }));

describe('closestGuesses', () => {
  it('names the closest team and how far each was, closest first', () => {
    const result = closestGuesses(330, guesses(['Owls', 300], ['Foxes', 324], ['Bees', 400]));
    expect(result.winners).toEqual(['Foxes']);
    expect(result.isTie).toBe(false);
    expect(result.isExact).toBe(false);
    expect(result.ranked.map((g) => [g.team, g.difference, g.distance, g.isWinner])).toEqual([
      ['Foxes', -6, 6, true],
      ['Owls', -30, 30, false],
      ['Bees', 70, 70, false],
    ]);
  });

  it('a guess over and one under by the same amount tie, in the order typed', () => {
    const result = closestGuesses(1989, guesses(['Late', 1991], ['Early', 1987], ['Far', 1950]));
    expect(result.winners).toEqual(['Late', 'Early']);
    expect(result.isTie).toBe(true);
    expect(result.ranked.map((g) => g.isWinner)).toEqual([true, true, false]);
  });

  it('says exactly right, and a tie of two exact guesses', () => {
    expect(closestGuesses(88, guesses(['A', 88], ['B', 87]))).toMatchObject({
      winners: ['A'],
      isExact: true,
      isTie: false,
    });
    expect(closestGuesses(88, guesses(['A', 88], ['B', 88]))).toMatchObject({
      winners: ['A', 'B'],
      isExact: true,
      isTie: true,
    });
  });

  it('measures negatives across zero', () => {
    const result = closestGuesses(-273.15, guesses(['Cold', -300], ['Warm', -250], ['Hot', 0]));
    expect(result.winners).toEqual(['Warm']);
    expect(result.ranked.map((g) => g.difference)).toEqual([23.15, -26.85, 273.15]);
  });

  it('decimals tie without floating-point noise', () => {
    // In floating point 10.3 - 10.2 and 10.2 - 10.1 differ in the 15th digit.
    expect(Math.abs(10.3 - 10.2) === Math.abs(10.1 - 10.2)).toBe(false);
    const result = closestGuesses(10.2, guesses(['Up', 10.3], ['Down', 10.1], ['Far', 11]));
    expect(result.winners).toEqual(['Up', 'Down']);
    expect(result.ranked.map((g) => g.distance)).toEqual([0.1, 0.1, 0.8]);
    expect(closestGuesses(8848.86, guesses(['A', 8848.9], ['B', 8848.82])).isTie).toBe(true);
    expect(differenceOf(42.2, 42.195)).toBe(0.005);
    expect(differenceOf(0.1 + 0.2, 0.3)).toBe(0);
  });

  it('has no winner without guesses', () => {
    expect(closestGuesses(1, [])).toEqual({
      ranked: [],
      winners: [],
      isTie: false,
      isExact: false,
    });
  });
});

describe('the number as read out', () => {
  it('groups digits from five digits on, keeps years and decimals as they are', () => {
    expect(formatNumber(1989)).toBe('1989');
    expect(formatNumber(8848.86)).toBe('8848.86');
    expect(formatNumber(299_792_458)).toBe('299,792,458');
    expect(formatNumber(-273.15)).toBe('-273.15');
    expect(formatNumber(0.45359237)).toBe('0.45359237');
    expect(numberAnswerText(330, ' metres ')).toBe('330 metres');
    expect(numberAnswerText(1989, null)).toBe('1989');
  });

  it('finds the unit again in the answer', () => {
    expect(unitOf('330 metres', 330)).toBe('metres');
    expect(unitOf('299,792,458 metres per second', 299_792_458)).toBe('metres per second');
    expect(unitOf('1989', 1989)).toBeNull();
    expect(unitOf('about 330 m', 330)).toBeNull();
    expect(unitOf('330 metres', null)).toBeNull();
  });
});

describe('tiebreakerInputSchema', () => {
  it('builds a number one’s answer from the number and unit', () => {
    expect(
      tiebreakerInputSchema.parse({
        kind: 'number',
        questionText: ' How tall? ',
        numberAnswer: 330,
        unit: 'metres',
        source: ' Britannica ',
        answerOptions: ['ignored'],
      }),
    ).toEqual({
      kind: 'number',
      questionText: 'How tall?',
      answerOptions: ['330 metres'],
      numberAnswer: 330,
      source: 'Britannica',
    });
  });

  it('a number one needs a number; a list one keeps its rules', () => {
    const message = (value: unknown) =>
      tiebreakerInputSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ kind: 'number', questionText: 'How tall?' })).toBe(
      TIEBREAKER_MESSAGES.numberRequired,
    );
    expect(message({ kind: 'number', questionText: 'How tall?', numberAnswer: '330' })).toBe(
      TIEBREAKER_MESSAGES.numberRequired,
    );
    expect(message({ questionText: 'Name them.', answerOptions: [' '] })).toBe(
      'At least one valid answer is required.',
    );
    expect(
      tiebreakerInputSchema.parse({ questionText: 'Name them.', answerOptions: ['a'] }),
    ).toEqual({
      kind: 'list',
      questionText: 'Name them.',
      answerOptions: ['a'],
      numberAnswer: null,
      source: null,
    });
  });
});

describe('saveGuessesSchema', () => {
  const message = (value: unknown) => saveGuessesSchema.safeParse(value).error?.issues[0]?.message;

  it('trims names and keeps numbers', () => {
    expect(saveGuessesSchema.parse({ guesses: [{ team: ' Owls ', guess: -1.5 }] })).toEqual({
      guesses: [{ team: 'Owls', guess: -1.5 }],
    });
  });

  it('refuses what is not a number, blank or long names, repeats and too many rows', () => {
    expect(message({ guesses: [{ team: 'Owls', guess: '12' }] })).toBe(
      TIEBREAKER_MESSAGES.guessNotNumber,
    );
    expect(message({ guesses: [{ team: ' ', guess: 1 }] })).toBe(
      TIEBREAKER_MESSAGES.guessTeamRequired,
    );
    expect(message({ guesses: [{ team: 'x'.repeat(61), guess: 1 }] })).toBe(
      TIEBREAKER_MESSAGES.guessTeamTooLong,
    );
    expect(message({ guesses: guesses(['Owls', 1], ['owls ', 2]) })).toBe(
      TIEBREAKER_MESSAGES.guessTeamTwice('owls'),
    );
    const many = Array.from({ length: 101 }, (_, i) => ({ team: `Team ${i}`, guess: i }));
    expect(message({ guesses: many })).toBe(TIEBREAKER_MESSAGES.tooManyGuesses);
    expect(saveGuessesSchema.safeParse({ guesses: many.slice(0, 100) }).success).toBe(true);
    expect(message({ guesses: [{ team: 'Owls', guess: 1e16 }] })).toBe(
      TIEBREAKER_MESSAGES.numberTooLarge,
    );
  });
});
