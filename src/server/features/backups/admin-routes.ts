import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import { listBackupLog, runBackup } from './service';

// /api/admin/backups (requireAdmin covers /api/admin/*): the log, and a backup now.
export const adminBackupRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ entries: await listBackupLog(c.get('deps').database) }))
  // Answers when the backup has finished; a failed backup is logged and answered, not thrown.
  .post('/', async (c) => c.json(await runBackup(c.get('deps'))));
