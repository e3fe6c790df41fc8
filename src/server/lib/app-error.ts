import { ERROR_CODES, statusOf, type ServerErrorCode } from '../../shared/error-codes';
import type { z } from 'zod';
import type { ErrorDetails } from '../../shared/errors';

/**
 * The one error type the server throws on purpose. The error handler turns it into
 * `{ error: code, message }` with `status`, the code's own in the catalogue (shared/error-codes);
 * anything else becomes a 500 that reveals nothing.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ServerErrorCode,
    message: string,
    /** The values `message` names, sent beside it (`error.<CODE>`'s arguments in the catalogue). */
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf(code);
  }

  static notFound(message = 'Not found') {
    return new AppError(ERROR_CODES.NOT_FOUND, message);
  }

  static unauthorized(message = 'You need to sign in first') {
    return new AppError(ERROR_CODES.UNAUTHORIZED, message);
  }

  static forbidden(message = 'You are not allowed to do that') {
    return new AppError(ERROR_CODES.FORBIDDEN, message);
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
