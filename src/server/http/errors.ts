import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { MESSAGES } from '../../core/messages';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') =>
  new HttpError(400, code, message);
export const unauthorized = (message: string = MESSAGES.authRequired) =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message: string = MESSAGES.notFound) =>
  new HttpError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** Reads and validates a JSON body; bad JSON or a failed schema is a 400 with the first message. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text ? JSON.parse(text) : {};
  } catch {
    throw badRequest('The request body is not valid JSON', 'invalid_json');
  }
  return parseWith(schema, body);
}

export const INVALID_CHARACTER_MESSAGE = 'The request contains a character that is not allowed';

/**
 * PostgreSQL text and jsonb cannot hold the NUL character: a string with one would fail in
 * the database. Walks the value without recursion (a body may nest thousands deep).
 */
export function hasNulCharacter(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  if (hasNulCharacter(value)) throw badRequest(INVALID_CHARACTER_MESSAGE, 'invalid_character');
  const result = schema.safeParse(value);
  if (!result.success) {
    throw badRequest(result.error.issues[0]?.message ?? 'Invalid input', 'validation');
  }
  return result.data;
}
