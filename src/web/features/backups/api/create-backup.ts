import { useMutation } from '@tanstack/react-query';
import { type BackupRun, backupRunSchema } from '../../../../core/backups';
import { apiFetch } from '../../../lib/api';

/** POST /api/admin/backups: answers when the backup has finished, completed or failed. */
export async function createBackup(): Promise<BackupRun> {
  return apiFetch('/api/admin/backups', { method: 'POST', schema: backupRunSchema });
}

/** A backup is not repeated on its own: a retry would write a second file. */
export function useCreateBackup() {
  return useMutation({ mutationFn: createBackup, retry: false });
}
