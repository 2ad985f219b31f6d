import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';

// Readiness (/api/health) asks the database for a row of the app's own schema: `select 1`
// also answers on a database whose tables are gone, where every data route fails. Liveness
// (/api/health/live) leaves the database alone: a database outage is no reason to restart.

export const healthRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    try {
      await c.get('deps').database.query('select 1 from "user" limit 1');
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  })
  .get('/live', (c) => c.json({ status: 'ok' }));
