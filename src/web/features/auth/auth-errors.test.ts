import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../core/messages';
import { ApiError, toApiError } from '../../lib/api';
import {
  describeSignInError,
  describeSignUpError,
  isAlreadyRegisteredError,
  isInvalidTokenError,
} from './auth-errors';

describe('describeSignInError (spec 8, Login)', () => {
  it('maps a wrong password', () => {
    const error = new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
    expect(describeSignInError(error)).toBe(MESSAGES.invalidCredentials);
    expect(describeSignInError(new Error('Invalid login credentials'))).toBe(
      MESSAGES.invalidCredentials,
    );
  });

  it('maps an unconfirmed e-mail and the rate limit', () => {
    expect(describeSignInError(new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'))).toBe(
      MESSAGES.emailNotConfirmed,
    );
    expect(describeSignInError(new ApiError(429, '429', 'Too many requests'))).toBe(
      MESSAGES.tooManyLogins,
    );
  });

  it('a server error without a message shows the spec’s fallback, not its status text', () => {
    const error = toApiError(500, null, 'Internal Server Error');
    expect(describeSignInError(error)).toBe(MESSAGES.unexpected);
    expect(describeSignInError(toApiError(502, '', 'Bad Gateway'))).toBe(MESSAGES.unexpected);
  });

  it('passes other messages through, with a fallback', () => {
    expect(describeSignInError(new ApiError(400, 'INVALID_EMAIL', 'Invalid email'))).toBe(
      'Invalid email',
    );
    expect(describeSignInError(new ApiError(500, '500', ''))).toBe(MESSAGES.unexpected);
    expect(describeSignInError('nothing')).toBe(MESSAGES.unexpected);
  });
});

describe('sign-up errors (spec 8, Sign-up)', () => {
  it('recognises an e-mail that is already registered', () => {
    const error = new ApiError(422, 'USER_ALREADY_EXISTS', 'User already exists');
    expect(isAlreadyRegisteredError(error)).toBe(true);
    expect(isAlreadyRegisteredError(new ApiError(400, 'INVALID_EMAIL', 'Invalid email'))).toBe(
      false,
    );
  });

  it('uses the message, or the generic failure', () => {
    expect(describeSignUpError(new ApiError(400, 'X', 'Password too short'))).toBe(
      'Password too short',
    );
    expect(describeSignUpError(new ApiError(500, '500', ''))).toBe(MESSAGES.signupFailed);
  });
});

describe('isInvalidTokenError', () => {
  it('recognises a rejected reset token', () => {
    expect(isInvalidTokenError(new ApiError(400, 'INVALID_TOKEN', 'Invalid token'))).toBe(true);
    expect(isInvalidTokenError(new ApiError(500, '500', 'boom'))).toBe(false);
  });
});
