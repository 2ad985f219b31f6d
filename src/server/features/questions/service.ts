import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  type AdminQuestion,
  type ListQuestionsQuery,
  type QuestionBulkAction,
  type QuestionStatus,
} from '../../../core/admin';
import type { Difficulty } from '../../../core/game';
import type { QuestionContent, QuestionKind } from '../../../core/questions';
import type { Database } from '../../db/client';
import { assertQuestionRefs, contentColumns, contentOut } from '../../db/question-content';
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
  kind: triviaQuestions.kind,
  answerVariants: triviaQuestions.answerVariants,
  picture: triviaQuestions.picture,
  source: triviaQuestions.source,
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
  kind: QuestionKind;
  answerVariants: string[] | null;
  picture: string | null;
  source: string | null;
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
    source: r.source,
    ...contentOut(r),
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

/** A question as the admin dialogs send it (createQuestionSchema's output). */
type QuestionInput = QuestionContent & { difficulty: Difficulty };

export async function createQuestion(
  database: Database,
  adminId: string,
  input: QuestionInput & { categoryId?: string | null; categoryName?: string },
): Promise<{ question: AdminQuestion; warning: string | null }> {
  let categoryId = input.categoryId ?? null;
  let warning: string | null = null;
  if (!categoryId && input.categoryName) {
    const match = await findCategoryByName(database, input.categoryName);
    categoryId = match?.id ?? null;
    if (!match) warning = ADMIN_MESSAGES.unknownCategoryWarning(input.categoryName);
  }
  await assertQuestionRefs(database, { categoryId, picture: input.picture });
  const [row] = await database.db
    .insert(triviaQuestions)
    .values({
      questionText: input.questionText,
      correctAnswer: input.correctAnswer,
      ...contentColumns(input),
      categoryId,
      difficulty: input.difficulty,
      status: 'approved',
      createdBy: adminId,
    })
    .returning({ id: triviaQuestions.id });
  return { question: await getQuestion(database, row.id), warning };
}

export async function updateQuestion(
  database: Database,
  id: string,
  input: QuestionInput & { categoryId: string | null; status: QuestionStatus },
): Promise<AdminQuestion> {
  await assertQuestionRefs(database, input);
  const rows = await database.db
    .update(triviaQuestions)
    .set({
      questionText: input.questionText,
      correctAnswer: input.correctAnswer,
      ...contentColumns(input),
      categoryId: input.categoryId,
      difficulty: input.difficulty,
      status: input.status,
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

/**
 * Bulk curation: approve, reject, move (to a category or Uncategorized) or delete many
 * questions in one transaction. Ids that match no question are ignored and not counted; an
 * unknown category is refused before anything changes.
 */
export async function curateQuestions(
  database: Database,
  input: QuestionBulkAction,
): Promise<{ changed: number; message: string }> {
  const ids = [...new Set(input.ids)];
  let categoryName: string | null = null;
  const changed = await database.db.transaction(async (tx) => {
    const which = inArray(triviaQuestions.id, ids);
    const updatedAt = new Date();
    let rows: { id: string }[];
    switch (input.action) {
      case 'delete':
        rows = await tx.delete(triviaQuestions).where(which).returning({ id: triviaQuestions.id });
        break;
      case 'approve':
      case 'reject':
        rows = await tx
          .update(triviaQuestions)
          .set({ status: input.action === 'approve' ? 'approved' : 'rejected', updatedAt })
          .where(which)
          .returning({ id: triviaQuestions.id });
        break;
      case 'recategorize': {
        if (input.categoryId) {
          const [category] = await tx
            .select({ name: categories.name })
            .from(categories)
            .where(eq(categories.id, input.categoryId))
            .for('share');
          if (!category) throw badRequest(ADMIN_MESSAGES.categoryNotFound, 'category_not_found');
          categoryName = category.name;
        }
        rows = await tx
          .update(triviaQuestions)
          .set({ categoryId: input.categoryId, isEdited: true, updatedAt })
          .where(which)
          .returning({ id: triviaQuestions.id });
        break;
      }
    }
    return rows.length;
  });
  return {
    changed,
    message: ADMIN_MESSAGES.questionsBulkDone(input.action, changed, categoryName),
  };
}

export interface DuplicateGroup {
  key: string;
  questions: AdminQuestion[];
}

/**
 * Groups of questions with the same text (trimmed, lowercased) and the same picture, oldest
 * first in each: flag questions all read "Which country's flag is this?" and differ by their
 * picture only. The key is the text, with ' [<picture>]' after it when there is one.
 */
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
    kind: QuestionKind;
    answer_variants: string[] | null;
    picture: string | null;
    source: string | null;
    created_at: Date | string;
  }>(
    database.db,
    sql`with dup as (
          select lower(trim(question_text)) as text_key, coalesce(picture, '') as picture_key
          from trivia_questions
          group by 1, 2 having count(*) > 1
        )
        select dup.text_key || case when dup.picture_key = '' then ''
                                    else ' [' || dup.picture_key || ']' end as key,
               q.id, q.question_text, q.correct_answer, q.category_id, c.name as category_name,
               q.difficulty, q.status, q.multiple_choice_options, q.kind, q.answer_variants,
               q.picture, q.source, q.created_at
        from dup
        join trivia_questions q
          on lower(trim(q.question_text)) = dup.text_key and coalesce(q.picture, '') = dup.picture_key
        left join categories c on c.id = q.category_id
        order by dup.text_key, dup.picture_key, q.created_at, q.id`,
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
        kind: r.kind,
        answerVariants: r.answer_variants,
        picture: r.picture,
        source: r.source,
        createdAt: new Date(r.created_at),
      }),
    );
    groups.set(r.key, list);
  }
  return [...groups].map(([key, questions]) => ({ key, questions }));
}
