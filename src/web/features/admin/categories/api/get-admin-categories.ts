import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { categorySchema } from '../../../../../core/categories';
import { apiQueryOptions } from '../../../../lib/api-query';
import { adminKeys } from '../../admin-queries';

/** GET /api/admin/categories: every category by name, with its count of approved questions. */
export function useAdminCategories() {
  return useQuery(
    apiQueryOptions(adminKeys.categories, '/api/admin/categories', z.array(categorySchema)),
  );
}
