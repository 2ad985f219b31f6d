import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../api';
import { notifyError } from '../notify';
import { meQueryKey } from '../query-client';
import { forgetReturnPath } from './remembered-path';

/** POST /api/auth/sign-out: ends this device's session. */
export async function signOut(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
}

/**
 * Logout as the spec has it: sign out, forget everything cached for this user, go to
 * /login replacing history; a failure toasts 'Error logging out: {message}'.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess() {
      // Cache first (a page mounting next reads it synchronously), then navigate, so no
      // guarded page sees "signed out" and remembers itself as the place to come back to.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      forgetReturnPath();
      navigate('/login', { replace: true });
    },
    onError(error) {
      notifyError(`Error logging out: ${error.message}`);
    },
  });
}
