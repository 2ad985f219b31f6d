import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pendingSubmissionSchema } from '../../../../../core/admin';
import { apiQueryOptions } from '../../../../lib/api-query';
import { adminKeys } from '../../admin-queries';

export type { PendingSubmission } from '../../../../../core/admin';

/** GET /api/admin/submissions: pending submissions, newest first. */
export function useSubmissions() {
  return useQuery(
    apiQueryOptions(
      adminKeys.submissions,
      '/api/admin/submissions',
      z.array(pendingSubmissionSchema),
    ),
  );
}
