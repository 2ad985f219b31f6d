import { and, count, eq, gt, inArray, not, sql } from 'drizzle-orm';
import { type AdminLists, isPaidTier } from '../../../core/access';
import { FLAGS_PER_DAY, type FlagReason, GAME_MESSAGES } from '../../../core/game';
import { isAdminSql } from '../../db/admin-rule';
import type { Database, Db } from '../../db/client';
import { flaggedQuestions, triviaQuestions, usedQuestions, user } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const QUESTION_NOT_FOUND = 'Question not found';

/**
 * Pending flags from this many different paying hosts take a question out of every host's
 * rounds before an admin looks. Paying costs money: one person needs three paid
 * subscriptions to take even one question away from others, and trials count for nothing.
 */
export const PAYING_FLAGGERS_TO_HIDE = 3;

export interface Flagger {
  id: string;
  isAdmin: boolean;
}

/**
 * Distinct paying hosts with a pending flag on it: status active on a paid plan (isPaidTier),
 * not admins by the one admin rule (isAdminSql). A question's pending flags are few, so the
 * plan rule is judged here, in code, after the read.
 */
async function countPayingFlaggers(tx: Tx, questionId: string, lists: AdminLists): Promise<number> {
  const flaggers = await tx
    .selectDistinct({
      subscriptionStatus: user.subscriptionStatus,
      subscriptionTier: user.subscriptionTier,
      id: user.id,
    })
    .from(flaggedQuestions)
    .innerJoin(user, eq(user.id, flaggedQuestions.flaggedBy))
    .where(
      and(
        eq(flaggedQuestions.linkedQuestionId, questionId),
        eq(flaggedQuestions.status, 'pending'),
        not(isAdminSql(lists)),
      ),
    );
  return flaggers.filter((f) => f.subscriptionStatus === 'active' && isPaidTier(f.subscriptionTier))
    .length;
}

/**
 * A host flags a question: the flag joins the admin queue and the question leaves the
 * flagger's own rounds at once. It leaves everyone's rounds (status flagged) only on an
 * admin's flag or on the flags of PAYING_FLAGGERS_TO_HIDE paying hosts; a host files at
 * most FLAGS_PER_DAY flags in 24 hours.
 */
export async function flagQuestion(
  database: Database,
  flagger: Flagger,
  questionId: string,
  input: { reason: FlagReason; note?: string },
  lists: AdminLists,
): Promise<{ id: string }> {
  return database.db.transaction(async (tx) => {
    // The host's row locked: two flags at once cannot both pass the daily count.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, flagger.id)).for('no key update');
    if (!flagger.isAdmin) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(flaggedQuestions)
        .where(
          and(
            eq(flaggedQuestions.flaggedBy, flagger.id),
            gt(flaggedQuestions.createdAt, sql`now() - interval '24 hours'`),
          ),
        );
      if (n >= FLAGS_PER_DAY) throw new HttpError(429, 'flag_limit', GAME_MESSAGES.flagLimit);
    }
    // The question's row locked: flags on it count their paying hosts one after another.
    const [question] = await tx
      .select({ id: triviaQuestions.id })
      .from(triviaQuestions)
      .where(
        and(
          eq(triviaQuestions.id, questionId),
          inArray(triviaQuestions.status, ['approved', 'flagged']),
        ),
      )
      .for('no key update');
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    const [flag] = await tx
      .insert(flaggedQuestions)
      .values({
        linkedQuestionId: questionId,
        flaggedBy: flagger.id,
        reason: input.reason,
        note: input.note ?? null,
      })
      .returning({ id: flaggedQuestions.id });
    // Used now, so the round pull skips it for this host; a use older than the lock is renewed.
    await tx
      .insert(usedQuestions)
      .values({ userId: flagger.id, questionId })
      .onConflictDoUpdate({
        target: [usedQuestions.userId, usedQuestions.questionId],
        set: { usedAt: sql`greatest(${usedQuestions.usedAt}, excluded.used_at)` },
      });
    if (
      flagger.isAdmin ||
      (await countPayingFlaggers(tx, questionId, lists)) >= PAYING_FLAGGERS_TO_HIDE
    ) {
      await tx
        .update(triviaQuestions)
        .set({ status: 'flagged', updatedAt: new Date() })
        .where(and(eq(triviaQuestions.id, questionId), eq(triviaQuestions.status, 'approved')));
    }
    return flag;
  });
}
