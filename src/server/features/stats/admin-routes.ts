import { Hono } from 'hono';
import { accessListsOf } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { getAdminStats } from './service';

export const adminStatsRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await getAdminStats(c.get('deps').database, accessListsOf(c.get('deps').config))),
);
