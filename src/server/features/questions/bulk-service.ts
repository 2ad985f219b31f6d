import { ADMIN_MESSAGES } from '../../../core/admin';
import {
  BULK_MESSAGES,
  type BulkRow,
  type BulkUploadResult,
  isBulkDuplicate,
  markPoolDuplicates,
} from '../../../core/bulk-upload';
import type { Database } from '../../db/client';
import { triviaQuestions } from '../../db/schema';
import { badRequest } from '../../http/errors';

// The bulk upload's database side: which rows are already in the pool, and the insert.

/**
 * Marks the valid rows whose question is already in the pool: the same text, trimmed and
 * lowercased, on a question without a picture (bulk rows have none). One query; both sides
 * are lowercased by the database, so its rule (the duplicate checker's index) is the one used.
 */
export async function markRowsInPool(database: Database, rows: BulkRow[]): Promise<BulkRow[]> {
  const texts = [...new Set(rows.filter((r) => r.isValid).map((r) => r.questionText))];
  if (texts.length === 0) return rows;
  const found = await database.query<{ input: string }>(
    `select distinct k.input
     from unnest($1::text[]) as k(input)
     join trivia_questions q on lower(trim(q.question_text)) = lower(trim(k.input))
     where q.picture is null`,
    [texts],
  );
  return markPoolDuplicates(rows, new Set(found.map((r) => r.input)));
}

/**
 * Inserts the valid rows of a bulk upload, all in one transaction: all or nothing. Rows marked
 * as duplicates are skipped unless the admin keeps them.
 */
export async function insertBulkRows(
  database: Database,
  adminId: string,
  rows: BulkRow[],
  keepDuplicates: boolean,
): Promise<BulkUploadResult> {
  const valid = rows.filter((r) => r.isValid);
  if (valid.length === 0) throw badRequest(ADMIN_MESSAGES.bulkNoValid, 'no_valid_rows');
  const toInsert = keepDuplicates ? valid : valid.filter((r) => !isBulkDuplicate(r));
  if (toInsert.length === 0) throw badRequest(BULK_MESSAGES.onlyDuplicates, 'only_duplicates');
  const BATCH = 500;
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < toInsert.length; i += BATCH) {
      await tx.insert(triviaQuestions).values(
        toInsert.slice(i, i + BATCH).map((r) => ({
          questionText: r.questionText,
          correctAnswer: r.correctAnswer,
          categoryId: r.categoryId,
          difficulty: r.difficulty,
          kind: r.kind,
          multipleChoiceOptions: r.multipleChoiceOptions,
          answerVariants: r.answerVariants,
          status: 'approved' as const,
          createdBy: adminId,
        })),
      );
    }
  });
  const inserted = toInsert.length;
  const duplicates = valid.length - inserted;
  return {
    inserted,
    skipped: rows.length - inserted,
    duplicates,
    message: duplicates
      ? `${ADMIN_MESSAGES.bulkAdded(inserted)} (${BULK_MESSAGES.duplicatesSkipped(duplicates)})`
      : ADMIN_MESSAGES.bulkAdded(inserted),
  };
}
