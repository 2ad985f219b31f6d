import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../core/categories';

/** GET /api/categories: public, ordered by name. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await fetch('/api/categories', { credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`Failed to load categories (${response.status})`);
  return (await response.json()) as Category[];
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // Spec section 9: categories are cached for 5 minutes, 2 retries.
    staleTime: 5 * 60 * 1000,
    retry: 2,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
