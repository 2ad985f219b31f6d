import { describe, expect, it } from 'vitest';
import {
  checkQuestionContent,
  cleanVariants,
  parseNumberAnswer,
  pictureUrl,
  QUESTION_MESSAGES,
  roundOptionOrder,
} from './questions';

const base = { questionText: 'Q?', correctAnswer: 'Paris' };

describe('checkQuestionContent', () => {
  it('keeps a multiple-choice answer among its options, spelled as the option', () => {
    const r = checkQuestionContent({
      ...base,
      kind: 'multiple_choice',
      correctAnswer: ' paris ',
      options: ['Paris', 'Rome', 'Madrid', 'Berlin'],
    });
    expect(r.error).toBeNull();
    expect(r.content?.correctAnswer).toBe('Paris');
    expect(r.content?.options).toEqual(['Paris', 'Rome', 'Madrid', 'Berlin']);
  });

  it('refuses an answer that is not an option, too few options and repeated options', () => {
    const mc = { ...base, kind: 'multiple_choice' as const };
    expect(checkQuestionContent({ ...mc, options: ['Rome', 'Madrid'] }).error).toBe(
      QUESTION_MESSAGES.answerNotAnOption,
    );
    expect(checkQuestionContent({ ...mc, options: ['Paris'] }).error).toBe(
      QUESTION_MESSAGES.optionsNeeded,
    );
    expect(checkQuestionContent({ ...mc, options: ['Paris', 'PARIS', 'Rome'] }).error).toBe(
      QUESTION_MESSAGES.optionsNeeded,
    );
    expect(
      checkQuestionContent({ ...mc, options: ['Paris', 'a', 'b', 'c', 'd', 'e', 'f'] }).error,
    ).toBe(QUESTION_MESSAGES.optionsNeeded);
  });

  it('makes true/false answers canonical and gives them their two options', () => {
    const r = checkQuestionContent({ ...base, kind: 'true_false', correctAnswer: 'false' });
    expect(r.content).toMatchObject({ correctAnswer: 'False', options: ['True', 'False'] });
    expect(checkQuestionContent({ ...base, kind: 'true_false', correctAnswer: 'Yes' }).error).toBe(
      QUESTION_MESSAGES.trueFalseAnswer,
    );
  });

  it('needs a number for a number question and a picture for a picture question', () => {
    expect(checkQuestionContent({ ...base, kind: 'number' }).error).toBe(
      QUESTION_MESSAGES.numberAnswer,
    );
    expect(
      checkQuestionContent({ ...base, kind: 'number', correctAnswer: '1,234' }).content?.options,
    ).toBeNull();
    expect(checkQuestionContent({ ...base, kind: 'picture' }).error).toBe(
      QUESTION_MESSAGES.pictureNeeded,
    );
    expect(
      checkQuestionContent({ ...base, kind: 'picture', picture: 'flag:fr' }).content,
    ).toMatchObject({ picture: 'flag:fr', options: null });
    expect(checkQuestionContent({ ...base, kind: 'open', picture: '../etc' }).error).toBe(
      QUESTION_MESSAGES.badPicture,
    );
  });

  it('drops options from open questions and cleans variants', () => {
    const r = checkQuestionContent({
      ...base,
      kind: 'open',
      options: ['Paris', 'Rome'],
      answerVariants: [' Paris ', 'the city of light', 'The City of Light', ''],
    });
    expect(r.content).toMatchObject({ options: null, answerVariants: ['the city of light'] });
  });
});

describe('helpers', () => {
  it('parses numbers as typed', () => {
    expect(parseNumberAnswer('330')).toBe(330);
    expect(parseNumberAnswer('1,234.5')).toBe(1234.5);
    expect(parseNumberAnswer('-3')).toBe(-3);
    expect(parseNumberAnswer('about 3')).toBeNull();
    expect(parseNumberAnswer('1e999')).toBeNull();
  });

  it('cleans variants: no blanks, repeats or the answer itself', () => {
    expect(
      cleanVariants(
        ['da Vinci', 'Da  Vinci', 'Leonardo', 'leonardo da vinci'],
        'Leonardo da Vinci',
      ),
    ).toEqual(['da Vinci', 'Leonardo']);
  });

  it('maps picture references to URLs and nothing else', () => {
    expect(pictureUrl('flag:gb-eng')).toBe('/pictures/flags/gb-eng.svg');
    expect(pictureUrl('upload:0b0c5a5e-8d7e-4a52-9a3e-2f0e8c1d9b7a')).toBe(
      '/api/pictures/0b0c5a5e-8d7e-4a52-9a3e-2f0e8c1d9b7a',
    );
    expect(pictureUrl('flag:../../x')).toBeNull();
    expect(pictureUrl(null)).toBeNull();
  });

  it('shuffles options per seed, evenly, and leaves True/False in order', () => {
    const options = ['A', 'B', 'C', 'D'];
    expect(roundOptionOrder(options, 'multiple_choice', 's1')).toEqual(
      roundOptionOrder(options, 'multiple_choice', 's1'),
    );
    expect(roundOptionOrder(['True', 'False'], 'true_false', 's1')).toEqual(['True', 'False']);
    const at = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++)
      at[roundOptionOrder(options, 'multiple_choice', `r${i}:q`).indexOf('A')]++;
    for (const n of at) expect(n / 4000).toBeGreaterThan(0.22);
    for (const n of at) expect(n / 4000).toBeLessThan(0.28);
  });
});
