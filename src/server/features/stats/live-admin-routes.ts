import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AdminStats } from '../../../core/admin';
import { accessListsOf } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { getAdminStats } from './service';

export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser's EventSource opens a new one, through the
 * admin guard again: an admin who lost the role or signed out stops receiving within it.
 */
export const MAX_STREAM_MS = 10 * 60 * 1000;

// GET /api/admin/stats/stream (requireAdmin covers /api/admin/*): server-sent events named
// 'stats' with the dashboard's AdminStats as JSON, the current stats first, then on change.
export const adminLiveStatsRoutes = new Hono<AppEnv>().get('/', (c) => {
  const deps = c.get('deps');
  c.header('X-Accel-Buffering', 'no'); // proxies must pass events through as they come
  return streamSSE(c, async (stream) => {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    stream.onAbort(() => finish());
    let queue = Promise.resolve();
    const send = (stats: AdminStats) => {
      queue = queue
        .then(() => stream.writeSSE({ event: 'stats', data: JSON.stringify(stats) }))
        .catch(() => finish());
    };
    const unwatch = await deps.liveStats.watch({ send, end: () => finish() });
    const heartbeat = setInterval(() => {
      queue = queue
        .then(() => stream.write(': heartbeat\n\n'))
        .then(
          () => {},
          () => finish(),
        );
    }, HEARTBEAT_MS);
    const lifetime = setTimeout(() => finish(), MAX_STREAM_MS);
    heartbeat.unref();
    lifetime.unref();
    try {
      send(await getAdminStats(deps.database, accessListsOf(deps.config)));
      await finished;
    } finally {
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unwatch();
    }
  });
});
