import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { categoriesQueryKey } from '../../lib/categories-query';
import { adminStatsQueryKey } from '../../lib/query-client';

/** Every admin query key starts with 'admin', one root per list, so a change refreshes its lists. */
export const adminKeys = {
  stats: adminStatsQueryKey,
  questions: ['admin', 'questions'],
  duplicates: ['admin', 'duplicates'],
  categories: ['admin', 'categories'],
  submissions: ['admin', 'submissions'],
  flags: ['admin', 'flags'],
  tiebreakers: ['admin', 'tiebreakers'],
} as const satisfies Record<string, QueryKey>;

/**
 * After a change: screens on view reload now; cached screens not on view are dropped, since
 * the app never refetches on mount (spec 9) and would otherwise show the old data.
 */
export function refreshAdminData(queryClient: QueryClient, keys: readonly QueryKey[]) {
  for (const queryKey of [...keys, adminKeys.stats]) {
    queryClient.removeQueries({ queryKey, type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** Keys to refresh after any change to the questions or their categories. */
export const questionDataKeys: readonly QueryKey[] = [
  adminKeys.questions,
  adminKeys.categories,
  // The public category list (landing page, game setup) also shows names and counts.
  categoriesQueryKey,
];
