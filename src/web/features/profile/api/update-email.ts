import { useMutation } from '@tanstack/react-query';
import { emailChangeRequestedSchema, type UpdateProfileInput } from '../../../../core/profile';
import { apiSend } from '../../../lib/api-query';

/**
 * PATCH /api/me: asks to move the account to a new e-mail, proven by the current password.
 * Nothing changes until the link sent to the new address is opened (/confirm-email).
 */
export function useUpdateEmail() {
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiSend('PATCH', '/api/me', emailChangeRequestedSchema, input),
    // Not retried: a wrong password counts toward the account's lock.
  });
}
