import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type AdminUser, adminUserSchema } from '../../../../core/users';
import { apiFetch } from '../../../lib/api';
import { refreshUserData } from './keys';

const userResultSchema = z.object({ user: adminUserSchema, message: z.string() });

/** POST /api/admin/users/:id/suspend: status expired; the host loses access at once. */
export async function suspendUser(id: string): Promise<AdminUser> {
  const result = await apiFetch(`/api/admin/users/${encodeURIComponent(id)}/suspend`, {
    method: 'POST',
    schema: userResultSchema,
  });
  return result.user;
}

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: suspendUser, onSuccess: () => refreshUserData(queryClient) });
}
