import { isApiError } from './api';

/** The server's message for a failed request; null for anything else (then say it our way). */
export function errorMessageOf(error: unknown): string | null {
  return isApiError(error) && error.message ? error.message : null;
}
