import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BackupLogEntry, backupLogSchema } from '../../../../core/backups';
import { apiFetch } from '../../../lib/api';

export const backupLogKey = ['admin', 'backups'] as const;

/** GET /api/admin/backups: the latest 10 backup_log entries, newest first. */
export async function getBackupLog(signal?: AbortSignal): Promise<BackupLogEntry[]> {
  const { entries } = await apiFetch('/api/admin/backups', { schema: backupLogSchema, signal });
  return entries;
}

export function getBackupLogQueryOptions() {
  return queryOptions({
    queryKey: backupLogKey,
    queryFn: ({ signal }) => getBackupLog(signal),
    // Scheduled backups add entries on their own: read the log whenever the screen opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useBackupLog() {
  return useQuery(getBackupLogQueryOptions());
}
