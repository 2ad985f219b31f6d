import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type AdminUser, adminUserSchema, type UpdateUserInput } from '../../../../core/users';
import { apiFetch, isClientError } from '../../../lib/api';
import { refreshUserData } from './keys';

const userResultSchema = z.object({ user: adminUserSchema, message: z.string() });

export interface UpdateUserRequest {
  id: string;
  values: UpdateUserInput;
}

/** PATCH /api/admin/users/:id: e-mail, role and subscription status. */
export async function updateUser({ id, values }: UpdateUserRequest): Promise<AdminUser> {
  const result = await apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: values,
    schema: userResultSchema,
  });
  return result.user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // Setting the same values twice is harmless: once more, never after a 4xx.
    retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
    onSuccess: () => refreshUserData(queryClient),
  });
}
