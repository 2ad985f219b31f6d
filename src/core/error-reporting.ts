// Error reports are cut to this many characters (spec admin 9), on the server and in the browser.
export const MAX_REPORT_LENGTH = 2048;

export function cutReportText(text: string, max = MAX_REPORT_LENGTH): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** The parts of an error-reporting event (Sentry's shape) that carry the message. */
export interface ReportEvent {
  message?: string;
  exception?: { values?: { value?: string }[] };
}

/** Cuts an event's message and exception values in place; returns it for `beforeSend`. */
export function cutReportEvent<E extends ReportEvent>(event: E): E {
  if (typeof event.message === 'string') event.message = cutReportText(event.message);
  for (const value of event.exception?.values ?? []) {
    if (typeof value.value === 'string') value.value = cutReportText(value.value);
  }
  return event;
}

/** A readable one-line-or-more text of anything thrown (stack when there is one). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
