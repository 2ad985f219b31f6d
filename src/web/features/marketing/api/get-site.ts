import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/site: public settings the pages need before sign-in. */
export interface SiteSettings {
  demoVideoUrl: string | null;
  billingMode: 'stripe' | 'local';
}

export async function getSite(signal?: AbortSignal): Promise<SiteSettings> {
  const response = await fetch('/api/site', { credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`Failed to load site settings (${response.status})`);
  return (await response.json()) as SiteSettings;
}

export function getSiteQueryOptions() {
  return queryOptions({
    queryKey: ['site'],
    queryFn: ({ signal }) => getSite(signal),
    // Server configuration: it only changes on a restart.
    staleTime: 30 * 60 * 1000,
  });
}

export function useSite() {
  return useQuery(getSiteQueryOptions());
}
