import { MESSAGES } from '../../../core/messages';
import { isApiError } from '../../lib/api';

function textOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** Spec 8, Login: the toast text for a failed sign-in. */
export function describeSignInError(error: unknown): string {
  const message = textOf(error);
  const code = isApiError(error) ? error.code : '';
  const status = isApiError(error) ? error.status : 0;
  if (
    status === 401 ||
    code === 'INVALID_EMAIL_OR_PASSWORD' ||
    /invalid (login credentials|email or password)/i.test(message)
  ) {
    return MESSAGES.invalidCredentials;
  }
  if (code === 'EMAIL_NOT_VERIFIED' || /email not (confirmed|verified)/i.test(message)) {
    return MESSAGES.emailNotConfirmed;
  }
  if (status === 429 || /too many requests/i.test(message)) return MESSAGES.tooManyLogins;
  return message.trim() || MESSAGES.unexpected;
}

/** Sign-up with an e-mail that already has an account (Better Auth: 422 USER_ALREADY_EXISTS). */
export function isAlreadyRegisteredError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 422 ||
    /already|exist/i.test(error.code) ||
    /already (registered|exists)/i.test(error.message)
  );
}

/** Spec 8, Sign-up: the server's message, or the generic failure. */
export function describeSignUpError(error: unknown): string {
  return textOf(error).trim() || MESSAGES.signupFailed;
}

/** The reset token is unknown, used or expired (Better Auth: 400 INVALID_TOKEN). */
export function isInvalidTokenError(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === 'INVALID_TOKEN' || /invalid token/i.test(error.message))
  );
}
