// The one place the web app turns a server timestamp into words. Every screen shows dates in
// US English ('Nov 22, 2026', 'Nov 22, 2026, 3:04 PM', 'November 29, 2026'), as the spec's
// examples do, so a screen's dates read the same whatever the browser's language.

const shortDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const shortDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Nov 22, 2026', or the fallback when there is no date (or it is not one). */
export function formatDate(value: string | Date | null | undefined, fallback = 'N/A'): string {
  const date = parse(value);
  return date ? shortDate.format(date) : fallback;
}

/** 'Nov 22, 2026, 3:04 PM', or the fallback when there is no date (or it is not one). */
export function formatDateTime(
  value: string | Date | null | undefined,
  fallback = 'Never',
): string {
  const date = parse(value);
  return date ? shortDateTime.format(date) : fallback;
}

/** 'November 29, 2026', or the fallback when there is no date (or it is not one). */
export function formatLongDate(value: string | Date | null | undefined, fallback = 'N/A'): string {
  const date = parse(value);
  return date ? longDate.format(date) : fallback;
}
