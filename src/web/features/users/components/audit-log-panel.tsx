import { Center, Group, Loader, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry } from '../../../../core/users';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/get-audit-log';
import { formatDateTime } from '../format';
import { LoadProblem } from './load-problem';
import { Pager } from './pager';

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
  if (entry.action === 'user.change' && typeof detail.via === 'string')
    parts.push(`by ${detail.via}`);
  return parts.join('; ');
}

/** The audit log: who did what to whom and when, newest first. */
export function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);

  if (audit.isError) {
    return (
      <LoadProblem
        error={audit.error}
        title="Failed to load the audit log"
        onRetry={() => void audit.refetch()}
        isRetrying={audit.isFetching}
      />
    );
  }
  if (audit.isPending) {
    return (
      <Center py="xl" role="status">
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>Loading the audit log...</Text>
        </Group>
      </Center>
    );
  }
  const { items, total } = audit.data;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="sm">
          <Table.Caption>
            Impersonations, suspensions, password resets and profile changes, newest first.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Admin</Table.Th>
              <Table.Th>User</Table.Th>
              <Table.Th>Details</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text ta="center" c="dimmed" py="lg">
                    No audit entries yet
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(entry.created_at)}
                  </Table.Td>
                  <Table.Td>{labelOf(entry.action)}</Table.Td>
                  {/* No actor: a change the database recorded for billing, a job or the system. */}
                  <Table.Td>{entry.actor_email ?? entry.actor_id ?? 'System'}</Table.Td>
                  <Table.Td>{entry.target_email ?? entry.target_id ?? 'Unknown'}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{describeChange(entry)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager total={total} pageSize={AUDIT_PAGE_SIZE} page={page} onChange={setPage} />
    </>
  );
}
