/** Answers shown in a list row; the rest are summed up as '+N more' (spec 9). */
export const ANSWERS_SHOWN = 3;

export function splitAnswers(answers: readonly string[]): { shown: string[]; moreCount: number } {
  return {
    shown: answers.slice(0, ANSWERS_SHOWN),
    moreCount: Math.max(0, answers.length - ANSWERS_SHOWN),
  };
}
