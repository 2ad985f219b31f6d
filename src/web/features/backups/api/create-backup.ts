import { useMutation } from '@tanstack/react-query';
import { backupRunSchema } from '../../../../core/backups';
import { apiSend } from '../../../lib/api-query';

/** POST /api/admin/backups: answers when the backup has finished, completed or failed. */
export function useCreateBackup() {
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/admin/backups', backupRunSchema),
    // A backup is not repeated on its own: a retry would write a second file.
    retry: false,
  });
}
