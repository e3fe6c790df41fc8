import { ERROR_CODES, type ErrorCode } from '../../shared/error-codes';
import type { z } from 'zod';

/**
 * The one error type the server throws on purpose. The error handler turns it into
 * `{ error: code, message }` with `status`; anything else becomes a 500 that reveals nothing.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message = 'Not found') {
    return new AppError(ERROR_CODES.NOT_FOUND, message, 404);
  }

  static unauthorized(message = 'You need to sign in first') {
    return new AppError(ERROR_CODES.UNAUTHORIZED, message, 401);
  }

  static forbidden(message = 'You are not allowed to do that') {
    return new AppError(ERROR_CODES.FORBIDDEN, message, 403);
  }
}

/**
 * The 400 for a body our own zod schema refused, worded as the schema validation of a route is
 * (plugins/errors.ts): `field: reason` for the first problem found.
 */
export function validationErrorOf(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field =
    issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue?.path.join('.') || 'input';
  return new AppError(ERROR_CODES.VALIDATION_ERROR, `${field}: ${issue?.message ?? 'is invalid'}`);
}
