import { QUESTION_STATUSES } from '../../../core/admin';
import { DIFFICULTIES } from '../../../core/game';

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Select data for a question's difficulty and status. */
export const difficultyOptions = DIFFICULTIES.map((d) => ({ value: d, label: capitalize(d) }));
export const statusOptions = QUESTION_STATUSES.map((s) => ({ value: s, label: capitalize(s) }));
