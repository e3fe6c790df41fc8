import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUSES } from '../../shared/error-codes';
import { AppError } from './app-error';

/** Every server source file, tests left out. */
function serverSources(dir = join(import.meta.dirname, '..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('AppError', () => {
  it("answers with its code's status from the catalogue", () => {
    expect(new AppError(ERROR_CODES.NO_SUBSCRIPTION, 'x').status).toBe(403);
    expect(new AppError(ERROR_CODES.EDIT_CONFLICT, 'x').status).toBe(409);
    expect(AppError.notFound().status).toBe(ERROR_STATUSES.NOT_FOUND);
  });

  it('is the only way the server pairs a code with a status: no reply names a status beside a code', () => {
    const pairs = serverSources().flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/\.code\(\d{3}\)[^;]{0,120}?\berror: ERROR_CODES/g),
      ].map((match) => `${file}: ${match[0]}`),
    );
    expect(pairs).toEqual([]);
  });
});
