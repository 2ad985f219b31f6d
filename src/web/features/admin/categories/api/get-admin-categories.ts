import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type Category, categorySchema } from '../../../../../core/categories';
import { apiFetch } from '../../../../lib/api';
import { adminKeys } from '../../admin-queries';

/** GET /api/admin/categories: every category by name, with its count of approved questions. */
export async function getAdminCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch('/api/admin/categories', { schema: z.array(categorySchema), signal });
}

export function getAdminCategoriesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
}

export function useAdminCategories() {
  return useQuery(getAdminCategoriesQueryOptions());
}
