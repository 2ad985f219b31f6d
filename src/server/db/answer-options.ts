// The stored form of answer options, read by rounds, questions and tie-breakers alike.

/** Options may have been stored as a JSON string by older imports. */
export function normalizeOptions(value: string[] | string | null): string[] | null {
  if (value == null) return null;
  if (Array.isArray(value)) return value.length ? value.map(String) : null;
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) && parsed.length ? parsed.map(String) : null;
  } catch {
    return null;
  }
}
