import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { fieldErrorOf } from './server-errors';

describe('the field a refusal of the server belongs to', () => {
  it('is the field a validation error names', () => {
    const error = new ApiError('VALIDATION_ERROR', 'email: Enter a valid email address', 400);
    expect(fieldErrorOf(error, ['email', 'role'])).toEqual({
      field: 'email',
      message: 'Enter a valid email address',
    });
  });

  it('is the field an organisation code belongs to, with the server’s sentence', () => {
    const error = new ApiError('SLUG_TAKEN', 'Another organisation already uses this address', 409);
    expect(fieldErrorOf(error, ['name', 'slug'], { SLUG_TAKEN: 'slug' })).toEqual({
      field: 'slug',
      message: 'Another organisation already uses this address',
    });
  });

  it('is none for a field the form does not have, another code or a network failure', () => {
    expect(
      fieldErrorOf(new ApiError('VALIDATION_ERROR', 'orgId: Required', 400), ['email']),
    ).toBeUndefined();
    expect(fieldErrorOf(new ApiError('LAST_OWNER', 'An organisation…', 409), ['email'])).toBe(
      undefined,
    );
    expect(fieldErrorOf(new Error('boom'), ['email'])).toBeUndefined();
  });
});
