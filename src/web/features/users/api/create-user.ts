import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminUserSchema, type CreateUserInput } from '../../../../core/users';
import { apiFetch } from '../../../lib/api';
import { refreshUserData } from './keys';

const createdUserSchema = z.object({
  user: adminUserSchema,
  isMailSent: z.boolean(),
  message: z.string(),
});
export type CreatedUser = z.infer<typeof createdUserSchema>;

/** POST /api/admin/users: the account, and an e-mail with a link to set the password. */
export async function createUser(input: CreateUserInput): Promise<CreatedUser> {
  return apiFetch('/api/admin/users', { method: 'POST', body: input, schema: createdUserSchema });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  // Not retried: a second try after a lost answer would be a 409 for the same e-mail.
  return useMutation({ mutationFn: createUser, onSuccess: () => refreshUserData(queryClient) });
}
