import {
  cutReportEvent,
  cutReportText,
  describeError,
  MAX_REPORT_LENGTH,
} from '../../core/error-reporting';

// Browser error reporting: uncaught errors and unhandled promise rejections are logged, and
// sent with @sentry/react when the server names a DSN (GET /api/site sentryDsn). The SDK is
// loaded only then, so the landing page does not carry it. Errors that happen before it has
// loaded wait in a short queue. Without a DSN nothing is said here: the warning that reporting
// is off belongs to the operator, in the server's log (src/server/adapters/reporting.ts), not
// in every visitor's console.

type SentryReact = typeof import('@sentry/react');

const MAX_QUEUED = 20;

let sentry: SentryReact | null = null;
let state: 'pending' | 'on' | 'off' = 'pending';
const queued: unknown[] = [];

/** Sends `error` when reporting is on; queues it while the SDK loads; nothing when off. */
export function reportError(error: unknown): void {
  if (state === 'off') return;
  if (sentry) {
    sentry.captureException(
      error instanceof Error ? error : new Error(cutReportText(describeError(error))),
    );
  } else if (queued.length < MAX_QUEUED) {
    queued.push(error);
  }
}

function onWindowError(event: ErrorEvent) {
  const error = event.error ?? event.message;
  console.error('[app] uncaught error:', cutReportText(describeError(error)));
  reportError(error);
}

function onUnhandledRejection(event: PromiseRejectionEvent) {
  console.error('[app] unhandled promise rejection:', cutReportText(describeError(event.reason)));
  reportError(event.reason);
}

async function readDsn(): Promise<string | null> {
  try {
    const response = await fetch('/api/site', { credentials: 'same-origin' });
    if (!response.ok) return null;
    const site = (await response.json()) as { sentryDsn?: unknown };
    return typeof site.sentryDsn === 'string' && site.sentryDsn ? site.sentryDsn : null;
  } catch {
    return null;
  }
}

/** Listens for uncaught errors at once, then turns Sentry on or off as the server says. */
export async function startReporting(): Promise<void> {
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onUnhandledRejection);
  const dsn = await readDsn();
  if (!dsn) {
    state = 'off';
    queued.length = 0;
    return;
  }
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    maxValueLength: MAX_REPORT_LENGTH,
    // The listeners above report window errors; Sentry's own would send each twice.
    integrations: (defaults) => defaults.filter((i) => i.name !== 'GlobalHandlers'),
    beforeSend: (event) => cutReportEvent(event),
  });
  sentry = Sentry;
  state = 'on';
  for (const error of queued.splice(0)) reportError(error);
}
