import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api';

const impersonationSchema = z.object({
  targetUserEmail: z.string(),
  redirectTo: z.string(),
  expiresAt: z.string(),
});

/**
 * POST /api/admin/users/:id/impersonate: the server answers with the host's session
 * cookie (Better Auth keeps the admin's session for the way back).
 */
export async function impersonateUser(id: string) {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/impersonate`, {
    method: 'POST',
    schema: impersonationSchema,
  });
}

/** Login as this user: on success the browser is the host, so forget the admin's data. */
export function useImpersonateUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: impersonateUser,
    onSuccess: (result) => {
      queryClient.clear();
      navigate(result.redirectTo);
    },
  });
}
