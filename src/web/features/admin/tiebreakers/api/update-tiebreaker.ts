import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminTiebreaker,
  adminTiebreakerSchema,
  type TiebreakerInput,
} from '../../../../../core/admin';
import { apiFetch } from '../../../../lib/api';
import { adminKeys, refreshAdminData, retryHarmlessOnce } from '../../admin-queries';

export interface UpdateTiebreakerInput {
  id: string;
  values: TiebreakerInput;
}

/** PATCH /api/admin/tiebreakers/:id: question, answers and whether hosts get it. */
export async function updateTiebreaker({
  id,
  values,
}: UpdateTiebreakerInput): Promise<AdminTiebreaker> {
  return apiFetch(`/api/admin/tiebreakers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: values,
    schema: adminTiebreakerSchema,
  });
}

export function useUpdateTiebreaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTiebreaker,
    retry: retryHarmlessOnce,
    onSuccess: () => refreshAdminData(queryClient, [adminKeys.tiebreakers]),
  });
}
