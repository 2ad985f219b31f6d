import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { isAuthError, shouldRetryUsers } from './get-users';

describe('the user list query', () => {
  it('retries up to 2 times, never on sign-in or admin errors (admin spec 9)', () => {
    const down = new ApiError(500, 'internal', 'boom');
    expect(shouldRetryUsers(0, down)).toBe(true);
    expect(shouldRetryUsers(1, down)).toBe(true);
    expect(shouldRetryUsers(2, down)).toBe(false);
    expect(shouldRetryUsers(0, new ApiError(401, 'unauthorized', 'Authentication required'))).toBe(
      false,
    );
    expect(shouldRetryUsers(0, new ApiError(403, 'admin_required', 'Admin access required'))).toBe(
      false,
    );
    expect(shouldRetryUsers(0, new ApiError(200, 'invalid_response', 'bad'))).toBe(false);
    expect(isAuthError(new ApiError(403, 'x', 'y'))).toBe(true);
    expect(isAuthError(new Error('x'))).toBe(false);
  });
});
