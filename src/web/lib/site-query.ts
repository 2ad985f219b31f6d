import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from './api-query';

// The schema (and zod with it) loads while the request is in flight: the landing page reads
// the site settings and its first script stays without zod.
const loadSiteSettingsSchema = () => import('../../core/site').then((m) => m.siteSettingsSchema);

/** GET /api/site: public settings the pages need before sign-in (demo video, billing mode). */
export function useSite() {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(['site'], '/api/site', loadSiteSettingsSchema),
      // Server configuration: it only changes on a restart.
      staleTime: 30 * 60 * 1000,
    }),
  );
}
