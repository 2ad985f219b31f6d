import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupLogSchema } from '../../../../core/backups';
import { apiQueryOptions } from '../../../lib/api-query';

export const backupLogKey = ['admin', 'backups'] as const;

/** GET /api/admin/backups: the latest 10 backup_log entries, newest first. */
export function useBackupLog() {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(backupLogKey, '/api/admin/backups', backupLogSchema),
      select: (log) => log.entries,
      // Scheduled backups add entries on their own: read the log whenever the screen opens.
      staleTime: 0,
      refetchOnMount: 'always',
    }),
  );
}
