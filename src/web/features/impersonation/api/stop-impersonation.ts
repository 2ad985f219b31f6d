import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { IMPERSONATION_MESSAGES } from '../../../../core/impersonation';
import { isApiError } from '../../../lib/api';
import { apiSend } from '../../../lib/api-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { meQueryKey } from '../../../lib/query-client';

/**
 * Return to Admin (POST /api/impersonation/stop): on success forget the host's data and go to
 * /admin/users. When the admin's own session has ended meanwhile, the server signs the host
 * session out too.
 */
export function useStopImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // zod loads on the click: the banner is on every page, the landing page's first script too.
    mutationFn: async () => {
      const { impersonationStoppedSchema } = await import('../../../../core/users');
      return apiSend('POST', '/api/impersonation/stop', impersonationStoppedSchema);
    },
    onSuccess: (result) => {
      queryClient.clear();
      navigate(result.redirectTo);
      notifySuccess(IMPERSONATION_MESSAGES.returned);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400) {
        notifyError(IMPERSONATION_MESSAGES.noAdminSession);
        if (error.code === 'admin_session_missing') {
          queryClient.clear();
          queryClient.setQueryData(meQueryKey, null);
          navigate('/login', { replace: true });
        }
        return;
      }
      notifyError(IMPERSONATION_MESSAGES.returnFailed);
    },
  });
}
