import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from './api-query';

/** The public category list: game setup, the submission form and the landing page read it. */
export const categoriesQueryKey = ['categories'] as const;

// zod and the schema load while the request is in flight: the landing page's first script
// stays without them.
const loadCategoryListSchema = () =>
  Promise.all([import('zod'), import('../../core/categories')]).then(
    ([{ z }, { categorySchema }]) => z.array(categorySchema),
  );

/** GET /api/categories: ordered by name, with the count of approved questions. */
export function useCategories() {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(categoriesQueryKey, '/api/categories', loadCategoryListSchema),
      // Spec section 9: cached for 5 minutes; the app's default gives the 2 retries.
      staleTime: 5 * 60 * 1000,
    }),
  );
}
