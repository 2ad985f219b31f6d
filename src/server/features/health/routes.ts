import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.get('deps').database.query('select 1');
    return c.json({ status: 'ok' });
  } catch {
    return c.json({ status: 'unavailable' }, 503);
  }
});
