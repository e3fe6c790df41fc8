import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes';

describe('the error-code catalogue', () => {
  it('names every code after itself, so a code reads the same wherever it is used', () => {
    for (const [name, code] of Object.entries(ERROR_CODES)) expect(code).toBe(name);
  });

  it('holds upper-case identifiers only', () => {
    for (const code of Object.values(ERROR_CODES)) expect(code).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
  });
});
