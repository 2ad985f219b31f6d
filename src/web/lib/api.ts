import type { z } from 'zod';
import { MESSAGES } from '../../core/messages';

/**
 * One error type for every failed request, whichever server part answered: our API
 * sends {error: {code, message}}, Better Auth sends {code, message}. `message` is the
 * text to show; status 0 means the server could not be reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Please check your connection and try again.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 4xx answer: repeating the same request gives the same answer. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Builds the ApiError for a failed response from its parsed body (either shape, or none). */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const record = asRecord(body);
  const nested = asRecord(record?.error);
  if (nested) {
    return new ApiError(
      status,
      nonEmptyString(nested.code) ?? String(status),
      nonEmptyString(nested.message) ?? MESSAGES.unexpected,
    );
  }
  // A server error's status text ('Internal Server Error') is not a message for people.
  const fallback = status >= 500 ? null : nonEmptyString(statusText);
  const message = nonEmptyString(record?.message) ?? fallback ?? MESSAGES.unexpected;
  return new ApiError(status, nonEmptyString(record?.code) ?? String(status), message);
}

interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. Requests other than GET always carry a JSON body (`{}` when none is given). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Checks the response; a mismatch is an error rather than a silently wrong screen. A promise
   * of one (a schema loaded on demand) loads while the request is in flight.
   */
  schema?: z.ZodType<T> | Promise<z.ZodType<T>>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** fetch for our own server: same origin, session cookie, JSON in and out, ApiError on failure. */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions<T> = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (method !== 'GET') {
    // Better Auth refuses some POSTs (sign-out) without a JSON content type and body.
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data, response.statusText);
  if (!options.schema) return data as T;
  const parsed = (await options.schema).safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'invalid_response', MESSAGES.unexpected);
  return parsed.data;
}

/** A query string of the filled-in fields: empty and undefined ones are left out. */
export function toSearchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}
