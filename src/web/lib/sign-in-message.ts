import { MESSAGES } from '../../core/messages';
import { isApiError } from './api';

/**
 * What to show for a failed request: the spec's sign-in message when the session ended under
 * the open page (401), else `otherwise` (by default the server's own words).
 */
export function messageForFailure(
  error: unknown,
  signInMessage: string,
  otherwise?: string,
): string {
  if (isApiError(error) && error.status === 401) return signInMessage;
  return otherwise ?? (error instanceof Error ? error.message : MESSAGES.unexpected);
}
