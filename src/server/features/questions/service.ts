import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  type AdminQuestion,
  type ListQuestionsQuery,
  type QuestionStatus,
} from '../../../core/admin';
import type { BulkRow } from '../../../core/bulk-upload';
import type { Difficulty } from '../../../core/game';
import { normalizeOptions } from '../../db/answer-options';
import type { Database } from '../../db/client';
import { categories, triviaQuestions } from '../../db/schema';
import { likePattern, selectRows } from '../../db/sql';
import { badRequest, notFound } from '../../http/errors';
import { findCategoryByName } from '../categories/service';

const columns = {
  id: triviaQuestions.id,
  questionText: triviaQuestions.questionText,
  correctAnswer: triviaQuestions.correctAnswer,
  categoryId: triviaQuestions.categoryId,
  categoryName: categories.name,
  difficulty: triviaQuestions.difficulty,
  status: triviaQuestions.status,
  multipleChoiceOptions: triviaQuestions.multipleChoiceOptions,
  createdAt: triviaQuestions.createdAt,
};

type Row = {
  id: string;
  questionText: string;
  correctAnswer: string;
  categoryId: string | null;
  categoryName: string | null;
  difficulty: Difficulty;
  status: QuestionStatus;
  multipleChoiceOptions: string[] | string | null;
  createdAt: Date;
};

export function toAdminQuestion(r: Row): AdminQuestion {
  return {
    id: r.id,
    question_text: r.questionText,
    correct_answer: r.correctAnswer,
    category_id: r.categoryId,
    category_name: r.categoryName,
    difficulty: r.difficulty,
    status: r.status,
    multiple_choice_options: normalizeOptions(r.multipleChoiceOptions),
    created_at: r.createdAt.toISOString(),
  };
}

/** The question pool, searched, filtered and paged on the server. */
export async function listQuestions(database: Database, query: ListQuestionsQuery) {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    // The same expression as the trigram index, so the search uses it.
    filters.push(
      sql`(${triviaQuestions.questionText} || ' ' || ${triviaQuestions.correctAnswer}) ilike ${pattern}`,
    );
  }
  if (query.status) filters.push(eq(triviaQuestions.status, query.status));
  if (query.difficulty) filters.push(eq(triviaQuestions.difficulty, query.difficulty));
  if (query.categoryId === 'uncategorized') filters.push(isNull(triviaQuestions.categoryId));
  else if (query.categoryId) filters.push(eq(triviaQuestions.categoryId, query.categoryId));
  const where = filters.length ? and(...filters) : undefined;

  const [items, [{ total }]] = await Promise.all([
    database.db
      .select(columns)
      .from(triviaQuestions)
      .leftJoin(categories, eq(categories.id, triviaQuestions.categoryId))
      .where(where)
      .orderBy(desc(triviaQuestions.createdAt), desc(triviaQuestions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    database.db.select({ total: count() }).from(triviaQuestions).where(where),
  ]);
  return { items: items.map(toAdminQuestion), total, page: query.page, pageSize: query.pageSize };
}

async function getQuestion(database: Database, id: string): Promise<AdminQuestion> {
  const [row] = await database.db
    .select(columns)
    .from(triviaQuestions)
    .leftJoin(categories, eq(categories.id, triviaQuestions.categoryId))
    .where(eq(triviaQuestions.id, id));
  if (!row) throw notFound(ADMIN_MESSAGES.questionNotFound);
  return toAdminQuestion(row);
}

async function assertCategory(database: Database, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [row] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) throw badRequest(ADMIN_MESSAGES.categoryNotFound, 'category_not_found');
}

export async function createQuestion(
  database: Database,
  adminId: string,
  input: {
    questionText: string;
    correctAnswer: string;
    categoryId?: string | null;
    categoryName?: string;
    difficulty: Difficulty;
    multipleChoiceOptions?: string[] | null;
  },
): Promise<{ question: AdminQuestion; warning: string | null }> {
  let categoryId = input.categoryId ?? null;
  let warning: string | null = null;
  if (!categoryId && input.categoryName) {
    const match = await findCategoryByName(database, input.categoryName);
    categoryId = match?.id ?? null;
    if (!match) warning = ADMIN_MESSAGES.unknownCategoryWarning(input.categoryName);
  }
  await assertCategory(database, categoryId);
  const [row] = await database.db
    .insert(triviaQuestions)
    .values({
      questionText: input.questionText,
      correctAnswer: input.correctAnswer,
      categoryId,
      difficulty: input.difficulty,
      multipleChoiceOptions: input.multipleChoiceOptions?.length
        ? input.multipleChoiceOptions
        : null,
      status: 'approved',
      createdBy: adminId,
    })
    .returning({ id: triviaQuestions.id });
  return { question: await getQuestion(database, row.id), warning };
}

export async function updateQuestion(
  database: Database,
  id: string,
  input: {
    questionText: string;
    correctAnswer: string;
    categoryId: string | null;
    difficulty: Difficulty;
    status: QuestionStatus;
    multipleChoiceOptions?: string[] | null;
  },
): Promise<AdminQuestion> {
  await assertCategory(database, input.categoryId);
  const rows = await database.db
    .update(triviaQuestions)
    .set({
      questionText: input.questionText,
      correctAnswer: input.correctAnswer,
      categoryId: input.categoryId,
      difficulty: input.difficulty,
      status: input.status,
      ...(input.multipleChoiceOptions !== undefined
        ? {
            multipleChoiceOptions: input.multipleChoiceOptions?.length
              ? input.multipleChoiceOptions
              : null,
          }
        : {}),
      isEdited: true,
      updatedAt: new Date(),
    })
    .where(eq(triviaQuestions.id, id))
    .returning({ id: triviaQuestions.id });
  if (rows.length === 0) throw notFound(ADMIN_MESSAGES.questionNotFound);
  return getQuestion(database, id);
}

/** Permanent delete (the pool's Remove); flags keep their row with the link cleared. */
export async function deleteQuestion(database: Database, id: string): Promise<void> {
  const rows = await database.db
    .delete(triviaQuestions)
    .where(eq(triviaQuestions.id, id))
    .returning({ id: triviaQuestions.id });
  if (rows.length === 0) throw notFound(ADMIN_MESSAGES.questionNotFound);
}

export interface DuplicateGroup {
  key: string;
  questions: AdminQuestion[];
}

/** Groups of questions with the same text (trimmed, lowercased), oldest first in each. */
export async function findDuplicateGroups(database: Database): Promise<DuplicateGroup[]> {
  const rows = await selectRows<{
    key: string;
    id: string;
    question_text: string;
    correct_answer: string;
    category_id: string | null;
    category_name: string | null;
    difficulty: Difficulty;
    status: QuestionStatus;
    multiple_choice_options: string[] | null;
    created_at: Date | string;
  }>(
    database.db,
    sql`with dup as (
          select lower(trim(question_text)) as key from trivia_questions
          group by lower(trim(question_text)) having count(*) > 1
        )
        select dup.key, q.id, q.question_text, q.correct_answer, q.category_id, c.name as category_name,
               q.difficulty, q.status, q.multiple_choice_options, q.created_at
        from dup
        join trivia_questions q on lower(trim(q.question_text)) = dup.key
        left join categories c on c.id = q.category_id
        order by dup.key, q.created_at, q.id`,
  );
  const groups = new Map<string, AdminQuestion[]>();
  for (const r of rows) {
    const list = groups.get(r.key) ?? [];
    list.push(
      toAdminQuestion({
        id: r.id,
        questionText: r.question_text,
        correctAnswer: r.correct_answer,
        categoryId: r.category_id,
        categoryName: r.category_name,
        difficulty: r.difficulty,
        status: r.status,
        multipleChoiceOptions: r.multiple_choice_options,
        createdAt: new Date(r.created_at),
      }),
    );
    groups.set(r.key, list);
  }
  return [...groups].map(([key, questions]) => ({ key, questions }));
}

/** Inserts the valid rows of a bulk upload, all in one transaction: all or nothing. */
export async function insertBulkRows(
  database: Database,
  adminId: string,
  rows: BulkRow[],
): Promise<number> {
  const valid = rows.filter((r) => r.isValid);
  if (valid.length === 0) throw badRequest(ADMIN_MESSAGES.bulkNoValid, 'no_valid_rows');
  const BATCH = 500;
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += BATCH) {
      await tx.insert(triviaQuestions).values(
        valid.slice(i, i + BATCH).map((r) => ({
          questionText: r.questionText,
          correctAnswer: r.correctAnswer,
          categoryId: r.categoryId,
          difficulty: r.difficulty,
          multipleChoiceOptions: r.multipleChoiceOptions,
          status: 'approved' as const,
          createdBy: adminId,
        })),
      );
    }
  });
  return valid.length;
}
