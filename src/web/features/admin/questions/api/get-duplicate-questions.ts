import { queryOptions, useQuery } from '@tanstack/react-query';
import { duplicateReportSchema } from '../../../../../core/admin';
import { apiQueryOptions } from '../../../../lib/api-query';
import { adminKeys } from '../../admin-queries';

export type { DuplicateGroup, DuplicateReport } from '../../../../../core/admin';

/** GET /api/admin/questions/duplicates: groups of the same text, oldest first in each. */
export function useDuplicateQuestions() {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(
        adminKeys.duplicates,
        '/api/admin/questions/duplicates',
        duplicateReportSchema,
      ),
      // A scan runs only on Check for Duplicates or Re-check, and is forgotten on close.
      enabled: false,
      gcTime: 0,
    }),
  );
}
