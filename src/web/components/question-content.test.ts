import { describe, expect, it } from 'vitest';
import { QUESTION_MESSAGES } from '../../core/questions';
import {
  addOption,
  canRemoveOption,
  changeKind,
  contentProblem,
  emptyQuestionContent,
  fromStoredContent,
  markCorrect,
  type QuestionContentValues,
  removeOption,
  setAnswer,
  setOption,
  setPictureWithOptions,
  toContentRequest,
} from './question-content';

const MISSING = 'Question and answer are required fields';

function multipleChoice() {
  let values = { ...emptyQuestionContent, questionText: 'Who painted the Mona Lisa?' };
  values = setAnswer(values, 'Leonardo da Vinci');
  values = changeKind(values, 'multiple_choice');
  values = setOption(values, 1, 'Michelangelo');
  values = setOption(values, 2, 'Raphael');
  return setOption(values, 3, 'Titian');
}

describe('the question content editor', () => {
  it('starts multiple choice with four rows, the answer first and marked', () => {
    const values = multipleChoice();
    expect(values.options).toEqual(['Leonardo da Vinci', 'Michelangelo', 'Raphael', 'Titian']);
    expect(values.correctIndex).toBe(0);
    expect(contentProblem(values, MISSING)).toBeNull();
  });

  it('keeps the answer and the marked option one text both ways', () => {
    let values = setAnswer(multipleChoice(), 'Leonardo');
    expect(values.options[0]).toBe('Leonardo');
    values = setOption(values, 0, 'Da Vinci');
    expect(values.correctAnswer).toBe('Da Vinci');
    values = markCorrect(values, 2);
    expect(values.correctAnswer).toBe('Raphael');
    values = setAnswer(values, 'Raffaello');
    expect(values.options).toEqual(['Da Vinci', 'Michelangelo', 'Raffaello', 'Titian']);
    // Another row's text leaves the answer alone.
    values = setOption(values, 1, 'Donatello');
    expect(values.correctAnswer).toBe('Raffaello');
    expect(toContentRequest(values).multipleChoiceOptions).toContain(values.correctAnswer);
  });

  it('never removes the marked row nor goes under two rows, and keeps the mark on its row', () => {
    let values = markCorrect(multipleChoice(), 3);
    expect(canRemoveOption(values, 3)).toBe(false);
    values = removeOption(values, 0);
    expect(values.options).toEqual(['Michelangelo', 'Raphael', 'Titian']);
    expect(values.correctIndex).toBe(2);
    expect(values.correctAnswer).toBe('Titian');
    values = removeOption(removeOption(values, 0), 0);
    expect(values.options).toEqual(['Raphael', 'Titian']);
    for (let i = 0; i < 10; i++) values = addOption(values);
    expect(values.options).toHaveLength(6);
  });

  it("reports the rule's message and the blank-field message", () => {
    expect(contentProblem(emptyQuestionContent, MISSING)).toBe(MISSING);
    const twoSame = setOption(multipleChoice(), 1, 'leonardo da vinci');
    expect(contentProblem(twoSame, MISSING)).toBe(QUESTION_MESSAGES.optionsNeeded);
    const number = setAnswer(changeKind(multipleChoice(), 'number'), 'about ten');
    expect(contentProblem(number, MISSING)).toBe(QUESTION_MESSAGES.numberAnswer);
    const picture = changeKind(multipleChoice(), 'picture');
    expect(contentProblem(picture, MISSING)).toBe(QUESTION_MESSAGES.pictureNeeded);
  });

  it('gives True/False their answer and a picture question its rows only when asked', () => {
    const trueFalse = changeKind(multipleChoice(), 'true_false');
    expect(trueFalse.correctAnswer).toBe('True');
    expect(toContentRequest(trueFalse).multipleChoiceOptions).toBeNull();
    let picture: QuestionContentValues = {
      ...changeKind(emptyQuestionContent, 'picture'),
      picture: 'flag:fr',
    };
    picture = setAnswer({ ...picture, questionText: 'Whose flag is this?' }, 'France');
    expect(toContentRequest(picture).multipleChoiceOptions).toBeNull();
    picture = setPictureWithOptions(picture, true);
    expect(picture.options[picture.correctIndex]).toBe('France');
  });

  it('marks the stored answer, or none when it is none of the options', () => {
    const stored = {
      kind: 'multiple_choice' as const,
      question_text: 'Q',
      correct_answer: 'b',
      multiple_choice_options: ['A', 'B', 'C'],
      answer_variants: ['bee'],
      picture: null,
    };
    expect(fromStoredContent(stored).correctIndex).toBe(1);
    const stray = fromStoredContent({ ...stored, correct_answer: 'D' });
    expect(stray.correctIndex).toBe(-1);
    expect(contentProblem(stray, MISSING)).toBe(QUESTION_MESSAGES.answerNotAnOption);
  });
});
