import { isApiError } from '../../lib/api';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** A server timestamp as a short local date; the text as given when it is not a date. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** The server's message for a failed request, or the fallback for anything else. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
