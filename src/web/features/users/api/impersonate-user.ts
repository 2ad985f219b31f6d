import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { impersonationStartedSchema } from '../../../../core/users';
import { apiSend } from '../../../lib/api-query';

/**
 * Login as this user (POST /api/admin/users/:id/impersonate): the server answers with the
 * host's session cookie (Better Auth keeps the admin's session for the way back), so on
 * success the browser is the host and forgets the admin's data.
 */
export function useImpersonateUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend(
        'POST',
        `/api/admin/users/${encodeURIComponent(id)}/impersonate`,
        impersonationStartedSchema,
      ),
    onSuccess: (result) => {
      queryClient.clear();
      navigate(result.redirectTo);
    },
  });
}
