import { useMutation } from '@tanstack/react-query';
import {
  type EmailChangeRequested,
  emailChangeRequestedSchema,
  type UpdateProfileInput,
} from '../../../../core/profile';
import { apiFetch } from '../../../lib/api';

/**
 * PATCH /api/me: asks to move the account to a new e-mail, proven by the current password.
 * Nothing changes until the link sent to the new address is opened (/confirm-email).
 */
export async function updateEmail(input: UpdateProfileInput): Promise<EmailChangeRequested> {
  return apiFetch('/api/me', { method: 'PATCH', body: input, schema: emailChangeRequestedSchema });
}

export function useUpdateEmail() {
  // Not retried: a wrong password counts toward the account's lock.
  return useMutation({ mutationFn: updateEmail });
}
