import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditPage } from '../../../core/users';
import type { Db } from '../../db/client';
import { auditLog, user } from '../../db/schema';

export interface AuditRecord {
  /** Null: no signed-in admin did it (a command at the server's terminal). */
  actorId: string | null;
  action: AuditAction;
  targetId: string;
  /** What changed, with the e-mails as they were (a user's e-mail may change later). */
  detail?: Record<string, unknown>;
}

/** Writes one audit row; pass the transaction when the change it records has one. */
export async function recordAudit(db: Pick<Db, 'insert'>, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetId: record.targetId,
    detail: record.detail ?? null,
  });
}

const actor = alias(user, 'actor');
const target = alias(user, 'target');

/** The audit log, newest first, with the actor's and the target's current e-mails. */
export async function listAudit(
  db: Db,
  query: { page: number; pageSize: number },
): Promise<AuditPage> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorId: auditLog.actorId,
        actorEmail: actor.email,
        targetId: auditLog.targetId,
        targetEmail: target.email,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(target, eq(target.id, auditLog.targetId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog),
  ]);
  return {
    items: rows.map((r) => {
      const detail = (r.detail as Record<string, unknown> | null) ?? null;
      return {
        id: r.id,
        action: r.action,
        actor_id: r.actorId,
        actor_email: r.actorEmail ?? stringOf(detail?.actorEmail),
        target_id: r.targetId,
        target_email: r.targetEmail ?? stringOf(detail?.targetEmail),
        detail,
        created_at: r.createdAt.toISOString(),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
