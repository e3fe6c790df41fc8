import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUSES, statusOf, type ServerErrorCode } from './error-codes';

/** The codes whose status is not ours: raised in the browser, or passed on as another gave it. */
const NOT_OURS = [
  'REQUEST_ERROR',
  'AUTH_ERROR',
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_EMAIL',
  'USER_NOT_FOUND',
  'BANNED_USER',
  'USER_DISABLED',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'PASSWORD_TOO_SHORT',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
  'UNKNOWN',
];

describe('the error-code catalogue', () => {
  it('names every code after itself, so a code reads the same wherever it is used', () => {
    for (const [name, code] of Object.entries(ERROR_CODES)) expect(code).toBe(name);
  });

  it('holds upper-case identifiers only', () => {
    for (const code of Object.values(ERROR_CODES)) expect(code).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
  });

  it('gives every code the server raises one error status, and only those', () => {
    expect(Object.keys(ERROR_STATUSES)).toEqual(Object.keys(ERROR_CODES));
    const ours = Object.entries(ERROR_STATUSES).flatMap(([code, status]) =>
      status === null ? [] : [[code, status] as const],
    );
    for (const [code, status] of ours) {
      expect(Number.isInteger(status) && status >= 400 && status <= 599, code).toBe(true);
      expect(statusOf(code as ServerErrorCode)).toBe(status);
    }
    const notOurs = Object.keys(ERROR_STATUSES).filter((code) => !ours.some(([c]) => c === code));
    expect(notOurs.sort()).toEqual([...NOT_OURS].sort());
  });

  it('answers a missing subscription with 403 wherever it is refused, and a trial below its cards with 409', () => {
    expect(statusOf(ERROR_CODES.NO_SUBSCRIPTION)).toBe(403);
    expect(statusOf(ERROR_CODES.BELOW_CARD_COUNT)).toBe(409);
  });
});
