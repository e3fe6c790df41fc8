import { ERROR_CODES, type ErrorCode } from '../../shared/error-codes';

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
