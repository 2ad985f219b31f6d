const longUsDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 'November 29, 2026', or 'N/A' without a date. */
export function formatLongUsDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : longUsDate.format(date);
}
