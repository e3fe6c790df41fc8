import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { RateLimitedError } from '../lib/rate-limiter';
import { noteRequestError } from '../lib/request-log';
import { ERROR_CODES, statusOf, type ServerErrorCode } from '../../shared/error-codes';

/**
 * Fastify's own client-error codes, given names a client can act on, answered with their code's
 * status (a multipart body that is not one is 415 here, where the plugin says 406).
 */
const FASTIFY_CODES: Record<string, { error: ServerErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    error: ERROR_CODES.PAYLOAD_TOO_LARGE,
    message: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    error: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    error: ERROR_CODES.INVALID_JSON,
    message: 'Request body is empty',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    error: ERROR_CODES.INVALID_JSON,
    message: 'Request body is not valid JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    error: ERROR_CODES.INVALID_CONTENT_LENGTH,
    message: 'Content-Length does not match the body',
  },
  FST_REQ_FILE_TOO_LARGE: { error: ERROR_CODES.PAYLOAD_TOO_LARGE, message: 'File is too large' },
  FST_FILES_LIMIT: { error: ERROR_CODES.PAYLOAD_TOO_LARGE, message: 'Too many files' },
  FST_PARTS_LIMIT: { error: ERROR_CODES.PAYLOAD_TOO_LARGE, message: 'Too many form fields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    error: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    message: 'Expected a multipart/form-data body',
  },
};

/** SQLSTATE class 22 (data exception), from pg or PGlite, bare or wrapped by Drizzle. */
function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function describeValidation(error: FastifyError & { validationContext?: string }): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid input';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = field || error.validationContext || 'input';
  return `${where}: ${first.message ?? 'is invalid'}`;
}

/**
 * Maps every error to `{error, message}` in one place (docs/product.md#api-errors); 5xx never leak
 * internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitedError)
      reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError) {
      return reply.code(error.status).send({
        error: error.code,
        message: error.message,
        ...(error.details && { details: error.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(statusOf(ERROR_CODES.VALIDATION_ERROR))
        .send({ error: ERROR_CODES.VALIDATION_ERROR, message: describeValidation(error) });
    }
    if (isResponseSerializationError(error)) {
      noteRequestError(request, error, {
        issues: error.cause.issues,
        problem: 'response did not match schema',
      });
      return reply
        .code(statusOf(ERROR_CODES.INTERNAL_ERROR))
        .send({ error: ERROR_CODES.INTERNAL_ERROR, message: 'Something went wrong' });
    }
    if (isDataException(error)) {
      // The database refused a value (a NUL byte, an id that is not a uuid, a number out of
      // range): the input was bad, whatever the route's schema let through.
      noteRequestError(request, error, { problem: 'database refused an input value' });
      return reply.code(statusOf(ERROR_CODES.INVALID_INPUT)).send({
        error: ERROR_CODES.INVALID_INPUT,
        message: 'The request contains a value that cannot be stored or looked up',
      });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (known) {
        return reply
          .code(statusOf(known.error))
          .send({ error: known.error, message: known.message });
      }
      if (status === 429) {
        return reply.code(statusOf(ERROR_CODES.RATE_LIMITED)).send({
          error: ERROR_CODES.RATE_LIMITED,
          message: 'Too many requests. Please try again later.',
        });
      }
      // Any other 4xx of Fastify's keeps its status: REQUEST_ERROR has none of its own.
      return reply.code(status).send({
        error: status === 400 ? ERROR_CODES.BAD_REQUEST : ERROR_CODES.REQUEST_ERROR,
        message: 'The request could not be processed',
      });
    }
    noteRequestError(request, error, { problem: 'unhandled error' });
    return reply
      .code(statusOf(ERROR_CODES.INTERNAL_ERROR))
      .send({ error: ERROR_CODES.INTERNAL_ERROR, message: 'Something went wrong' });
  });
}
