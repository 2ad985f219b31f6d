import { type CreateUserInput, createdUserSchema } from '../../../../core/users';
import { apiSend, useApiMutation } from '../../../lib/api-query';
import { refreshUserData } from './keys';

/** POST /api/admin/users: the account, and an e-mail with a link to set the password. */
export function useCreateUser() {
  return useApiMutation({
    mutationFn: (input: CreateUserInput) =>
      apiSend('POST', '/api/admin/users', createdUserSchema, input),
    // Not retried: a second try after a lost answer would be a 409 for the same e-mail.
    refresh: refreshUserData,
  });
}
