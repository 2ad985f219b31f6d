import { z } from 'zod';

// Backups (spec admin 2, 4, 8, 9): the log the Backup Status screen lists and the answer of a
// manual backup. Shared by the server's routes and the web's API hooks.

const BACKUP_STATUSES = ['started', 'completed', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/** The Backup Status screen lists this many of the newest log entries. */
export const BACKUP_LOG_LIMIT = 10;

export const BACKUP_MESSAGES = {
  created: 'Backup Created',
  failed: 'Backup Failed',
  manualFailed: 'Failed to create manual backup',
  triggerFailed: 'Failed to trigger backup',
} as const;

const backupLogEntrySchema = z.object({
  id: z.string(),
  status: z.enum(BACKUP_STATUSES),
  /** ISO date-time the backup started. */
  backupDate: z.string(),
  fileName: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type BackupLogEntry = z.infer<typeof backupLogEntrySchema>;

export const backupLogSchema = z.object({ entries: z.array(backupLogEntrySchema) });

export const backupRunSchema = z.object({
  status: z.enum(['completed', 'failed']),
  /** The file written under BACKUP_DIR; null when the backup failed. */
  fileName: z.string().nullable(),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;
