import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminStatsSchema } from '../../../../core/admin';
import { adminStatsQueryKey } from '../../../lib/query-client';

export const LIVE_STATS_URL = '/api/admin/stats/stream';

/**
 * Keeps the admin dashboard's statistics live: the server pushes fresh stats (event
 * 'stats') whenever users change, from any server copy, and they replace the cached
 * GET /api/admin/stats answer. EventSource reconnects by itself after a dropped stream;
 * it gives up on a 401/403 (signed out, no longer admin).
 */
export function useLiveStats(queryKey: QueryKey = adminStatsQueryKey): void {
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const key = JSON.parse(keyText) as QueryKey;
    const source = new EventSource(LIVE_STATS_URL, { withCredentials: true });
    source.addEventListener('stats', (event) => {
      try {
        const parsed = adminStatsSchema.safeParse(JSON.parse((event as MessageEvent).data));
        if (parsed.success) queryClient.setQueryData(key, parsed.data);
      } catch {
        // Not JSON: keep what the cache has.
      }
    });
    return () => source.close();
  }, [queryClient, keyText]);
}
