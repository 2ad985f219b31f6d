import { emailChangedSchema } from '../../../../core/profile';
import { apiSend, useApiMutation } from '../../../lib/api-query';
import { meQueryKey } from '../../../lib/query-client';

/** POST /api/email-change/confirm: the token of the link sent to the new address. */
export function useConfirmEmailChange() {
  return useApiMutation({
    mutationFn: (input: { token: string }) =>
      apiSend('POST', '/api/email-change/confirm', emailChangedSchema, input),
    refresh: (client) => void client.invalidateQueries({ queryKey: meQueryKey }),
  });
}
