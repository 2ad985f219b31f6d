import { Text } from '@mantine/core';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry } from '../../../../core/users';
import { AdminQuery, Pager } from '../../../components/admin/admin-list';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { formatDateTime } from '../../../lib/dates';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/get-audit-log';

function labelOf(action: string): string {
  return AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
}

function describeChange(entry: AuditEntry): string {
  const detail = entry.detail ?? {};
  const before = (detail.before ?? {}) as Record<string, unknown>;
  const after = (detail.after ?? {}) as Record<string, unknown>;
  const parts = Object.keys(after)
    .filter((key) => key !== 'isRestored')
    .map((key) => `${key}: ${String(before[key] ?? '')} → ${String(after[key])}`);
  if (after.isRestored) parts.push('suspension lifted');
  if (entry.action === 'user.create') {
    parts.push(`${String(detail.role ?? '')}, ${String(detail.subscriptionStatus ?? '')}`);
  }
  if (entry.action === 'impersonation.start' && typeof detail.expiresAt === 'string') {
    parts.push(`until ${formatDateTime(detail.expiresAt)}`);
  }
  if (detail.isAdminSessionMissing) parts.push('admin session had ended; signed out');
  if (typeof detail.via === 'string') parts.push(`by ${detail.via}`);
  return parts.join('; ');
}

/** The audit log: who did what to whom and when, newest first. */
export function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);

  return (
    <AdminQuery
      query={audit}
      loadingText="Loading the audit log..."
      errorTitle="Failed to load the audit log"
    >
      {({ items, total }) => (
        <>
          <ResponsiveTable
            items={items}
            keyOf={(entry) => entry.id}
            label="Audit log"
            minWidth={720}
            highlightOnHover={false}
            caption="Impersonations, suspensions, password resets and profile changes, newest first."
            emptyText="No audit entries yet"
            columns={[
              { header: 'When', isNoWrap: true, cell: (entry) => formatDateTime(entry.created_at) },
              { header: 'Action', cell: (entry) => labelOf(entry.action) },
              // No actor: a change the database recorded for billing, a job, the system or a command.
              { header: 'Admin', cell: (entry) => entry.actor_email ?? entry.actor_id ?? 'System' },
              {
                header: 'User',
                cell: (entry) => entry.target_email ?? entry.target_id ?? 'Unknown',
              },
              {
                header: 'Details',
                cell: (entry) => <Text size="sm">{describeChange(entry)}</Text>,
              },
            ]}
          />
          <Pager total={total} pageSize={AUDIT_PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
    </AdminQuery>
  );
}
