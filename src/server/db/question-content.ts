import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../core/admin';
import {
  pictureUrl,
  QUESTION_MESSAGES,
  type QuestionContent,
  type QuestionKind,
} from '../../core/questions';
import { badRequest } from '../http/errors';
import { normalizeOptions } from './answer-options';
import type { Database } from './client';
import { pictureExists } from './pictures';
import { categories } from './schema';

// A question's content (kind, options, variants, picture) between its stored columns and the
// admin screens, the same for the pool, the review queues and the submissions.

/** The columns of trivia_questions (and of custom_submissions but the picture) it sets. */
export function contentColumns(content: Omit<QuestionContent, 'questionText' | 'correctAnswer'>) {
  return {
    kind: content.kind,
    multipleChoiceOptions: content.options?.length ? content.options : null,
    answerVariants: content.answerVariants,
    picture: content.picture,
  };
}

/** The stored columns as the admin screens read them (questionContentSchema in src/core/admin.ts). */
export function contentOut(row: {
  kind: QuestionKind;
  multipleChoiceOptions: string[] | string | null;
  answerVariants: string[] | null;
  picture: string | null;
}) {
  return {
    kind: row.kind,
    multiple_choice_options: normalizeOptions(row.multipleChoiceOptions),
    answer_variants: Array.isArray(row.answerVariants) ? row.answerVariants.map(String) : [],
    picture: row.picture,
    picture_url: pictureUrl(row.picture),
  };
}

/**
 * What a question points to must exist: its category (400 category_not_found) and its picture
 * (400 picture_not_found: an uploaded picture in the pictures table, a flag the product ships).
 */
export async function assertQuestionRefs(
  database: Database,
  refs: { categoryId?: string | null; picture?: string | null },
): Promise<void> {
  if (refs.categoryId) {
    const [row] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, refs.categoryId));
    if (!row) throw badRequest(ADMIN_MESSAGES.categoryNotFound, 'category_not_found');
  }
  if (refs.picture && !(await pictureExists(database, refs.picture)))
    throw badRequest(QUESTION_MESSAGES.badPicture, 'picture_not_found');
}
