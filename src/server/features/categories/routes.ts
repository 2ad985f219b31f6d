import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import { listCategories } from './service';

export const categoryRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(await listCategories(c.get('deps').database));
});
