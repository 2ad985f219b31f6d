import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../../core/messages';
import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE, toApiError, toSearchParams } from './api';
import { shouldRetryQuery } from './query-client';

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toApiError', () => {
  it('reads our API error shape', () => {
    const error = toApiError(403, {
      error: { code: 'subscription_required', message: MESSAGES.subscriptionRequired },
    });
    expect(error).toMatchObject({
      status: 403,
      code: 'subscription_required',
      message: MESSAGES.subscriptionRequired,
    });
  });

  it("reads Better Auth's error shape", () => {
    const error = toApiError(401, {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(error).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('falls back to the status text, then the generic message', () => {
    expect(toApiError(429, null, 'Too Many Requests').message).toBe('Too Many Requests');
    expect(toApiError(500, 'oops').message).toBe(MESSAGES.unexpected);
    expect(toApiError(500, null).code).toBe('500');
  });
});

describe('apiFetch', () => {
  it('sends a JSON body on every POST, {} when none is given', async () => {
    const fetchMock = respondWith(200, { success: true });
    await apiFetch('/api/auth/sign-out', { method: 'POST' });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.body).toBe('{}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends no body on GET and returns the parsed JSON', async () => {
    const fetchMock = respondWith(200, { demoVideoUrl: null });
    await expect(apiFetch('/api/site')).resolves.toEqual({ demoVideoUrl: null });
    expect(fetchMock.mock.calls[0][1]?.body).toBeUndefined();
  });

  it('throws an ApiError with the server message', async () => {
    respondWith(404, { error: { code: 'not_found', message: 'Not found' } });
    const error = await apiFetch('/api/nothing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Not found' });
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('/api/me')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('rejects a response that does not match the schema', async () => {
    respondWith(200, { id: 42 });
    await expect(
      apiFetch('/api/me', { schema: z.object({ id: z.string() }) }),
    ).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('shouldRetryQuery', () => {
  it('retries a server or network failure twice at most', () => {
    const serverError = new ApiError(500, 'internal', 'boom');
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(0, 'network', 'down'))).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    expect(shouldRetryQuery(0, new ApiError(403, 'forbidden', 'no'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, 'not_found', 'gone'))).toBe(false);
  });
});

describe('toSearchParams', () => {
  it('leaves empty filters out of the query string', () => {
    expect(toSearchParams({ search: 'a_b', status: undefined, role: '', page: 2 }).toString()).toBe(
      'search=a_b&page=2',
    );
  });
});
