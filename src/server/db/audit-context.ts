import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * What the audit trigger on "user" (migration 0006) writes for the changes of this transaction:
 * who made them, through what, or nothing at all when the caller writes its own audit row.
 * Transaction-local: call it inside the transaction that makes the change.
 */
export interface AuditContext {
  actorId?: string;
  /** What made the change: 'email change', 'email rule', 'billing'... ('system' when unset). */
  via?: string;
  /** The caller writes its own audit row for this change: the trigger stays silent. */
  isAuditedByCaller?: boolean;
}

export async function setAuditContext(tx: Pick<Db, 'execute'>, context: AuditContext) {
  await tx.execute(sql`select
    set_config('trivia.actor_id', ${context.actorId ?? ''}, true),
    set_config('trivia.audit_via', ${context.via ?? ''}, true),
    set_config('trivia.audited', ${context.isAuditedByCaller ? 'on' : ''}, true)`);
}
