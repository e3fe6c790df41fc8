import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/error-codes';
import { ApiError, apiErrorOf, failureMessage, networkError } from './http';

describe('apiErrorOf', () => {
  it("keeps the server's code and sentence", () => {
    const error = apiErrorOf(413, 'Payload Too Large', {
      error: ERROR_CODES.FILE_TOO_LARGE,
      message: 'File too large. Maximum size is 2MB.',
    });
    expect(error).toMatchObject({ code: 'FILE_TOO_LARGE', status: 413 });
    expect(error.message).toBe('File too large. Maximum size is 2MB.');
  });

  it('names an answer without an error body by its status', () => {
    expect(apiErrorOf(502, 'Bad Gateway', '<html>')).toMatchObject({
      code: 'HTTP_502',
      message: 'Bad Gateway',
      status: 502,
    });
  });
});

describe('failureMessage: one policy for every failed action', () => {
  const action = 'Failed to update card';

  it("shows the server's sentence for a refused request", () => {
    const refused = new ApiError(ERROR_CODES.MAX_CARDS, 'You have reached the maximum', 403);
    expect(failureMessage(refused, action)).toBe('You have reached the maximum');
  });

  it("shows the action's text for a server failure, a network failure or anything else", () => {
    expect(failureMessage(new ApiError(ERROR_CODES.INTERNAL_ERROR, 'Boom', 500), action)).toBe(
      action,
    );
    expect(failureMessage(networkError('/api/card/update-card'), action)).toBe(action);
    expect(failureMessage(new ApiError(ERROR_CODES.VALIDATION_ERROR, '', 400), action)).toBe(
      action,
    );
    expect(failureMessage(new Error('TypeError'), action)).toBe(action);
  });
});
