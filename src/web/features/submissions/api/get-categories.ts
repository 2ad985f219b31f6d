import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type Category, categorySchema } from '../../../../core/categories';
import { apiFetch } from '../../../lib/api';

/** GET /api/categories: ordered by name, with the count of approved questions. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch('/api/categories', { schema: z.array(categorySchema), signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // Spec section 9: cached for 5 minutes; the app's default gives the 2 retries.
    staleTime: 5 * 60 * 1000,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
