import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminTiebreaker,
  adminTiebreakerSchema,
  type TiebreakerInput,
} from '../../../../../core/admin';
import { apiFetch } from '../../../../lib/api';
import { adminKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/tiebreakers: blank answers are dropped; at least one must remain. */
export async function createTiebreaker(input: TiebreakerInput): Promise<AdminTiebreaker> {
  return apiFetch('/api/admin/tiebreakers', {
    method: 'POST',
    body: input,
    schema: adminTiebreakerSchema,
  });
}

export function useCreateTiebreaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTiebreaker,
    onSuccess: () => refreshAdminData(queryClient, [adminKeys.tiebreakers]),
  });
}
