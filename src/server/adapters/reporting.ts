import {
  cutReportEvent,
  cutReportText,
  describeError,
  MAX_REPORT_LENGTH,
} from '../../core/error-reporting';

// Error reporting: Sentry when SENTRY_DSN is set, otherwise a warning at start and nothing
// sent. @sentry/node is loaded only when a DSN is set (it brings OpenTelemetry along).

type SentryNode = typeof import('@sentry/node');

let sentry: SentryNode | null = null;

export const REPORTING_OFF_WARNING = 'Error reporting is off: set SENTRY_DSN';

export interface ReportingOptions {
  dsn: string | undefined;
  environment?: string;
}

/** Starts reporting to Sentry when a DSN is set; answers whether it is on. */
export async function initReporting({ dsn, environment }: ReportingOptions): Promise<boolean> {
  if (!dsn) {
    console.warn(REPORTING_OFF_WARNING);
    return false;
  }
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    environment,
    maxValueLength: MAX_REPORT_LENGTH,
    // Our own process handlers below log, report, and decide whether to exit.
    integrations: (defaults) =>
      defaults.filter((i) => i.name !== 'OnUncaughtException' && i.name !== 'OnUnhandledRejection'),
    beforeSend: (event) => cutReportEvent(event),
  });
  sentry = Sentry;
  return true;
}

/** Sends `error` when reporting is on (a no-op otherwise); answers whether it was sent. */
export function reportError(error: unknown, context?: Record<string, unknown>): boolean {
  if (!sentry) return false;
  const exception = error instanceof Error ? error : new Error(cutReportText(describeError(error)));
  sentry.captureException(exception, context ? { extra: context } : undefined);
  return true;
}

/** Waits (at most `timeoutMs`) until reports in flight have been sent. */
export async function flushReports(timeoutMs = 2000): Promise<void> {
  if (sentry) await sentry.flush(timeoutMs).catch(() => false);
}

/** Stops reporting (tests). */
export async function closeReporting(): Promise<void> {
  if (sentry) await sentry.close(2000).catch(() => false);
  sentry = null;
}

/**
 * Logs and reports uncaught exceptions (then exits: the process state is unknown) and
 * unhandled promise rejections (logged and reported; the server keeps serving).
 */
export function installProcessErrorHandlers(): void {
  process.on('uncaughtException', (error) => {
    console.error('[server] uncaught exception:', cutReportText(describeError(error)));
    reportError(error, { handler: 'uncaughtException' });
    void flushReports().finally(() => process.exit(1));
  });
  process.on('unhandledRejection', (reason) => {
    console.error('[server] unhandled promise rejection:', cutReportText(describeError(reason)));
    reportError(reason, { handler: 'unhandledRejection' });
  });
}
