import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import { listCategories } from './service';

export const categoryRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'public, max-age=60');
  // Hosts pick from enabled categories only: a disabled one's questions leave rounds.
  return c.json(await listCategories(c.get('deps').database, { enabledOnly: true }));
});
