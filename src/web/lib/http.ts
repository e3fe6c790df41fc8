import { ERROR_CODES, type ErrorCode } from '../../shared/error-codes';
import type { ApiError as ApiErrorBody } from '../../shared/errors';

/** The generic helper's request timeout (spec §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Spec §8: shown when the server cannot be reached. */
export const SERVER_DOWN_MESSAGE = 'Server is down. Please try again later.';

/**
 * A failed call: the server's `{error, message}` body, NETWORK_ERROR when nothing answered (in
 * time), or `HTTP_<status>` for an answer without such a body. `code` stays a string because the
 * identity library may answer with codes the catalogue does not list; checks name catalogue codes.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.code === ERROR_CODES.NETWORK_ERROR;
  }
}

export const isApiError = (error: unknown, code?: ErrorCode): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// Checked by hand: this module is on the landing page, where the validation library is not.
const isErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).error === 'string' &&
  typeof (value as Record<string, unknown>).message === 'string';

export async function toApiError(response: Response, body?: unknown): Promise<ApiError> {
  const parsed = body === undefined ? await readBody(response) : body;
  if (isErrorBody(parsed)) return new ApiError(parsed.error, parsed.message, response.status);
  return new ApiError(`HTTP_${response.status}`, response.statusText, response.status);
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
}

/** Same-origin JSON call with the session cookie; throws ApiError on any failure. */
export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    throw new ApiError(ERROR_CODES.NETWORK_ERROR, `Failed to fetch: ${url}`, 500);
  }
  const parsed = await readBody(response);
  if (!response.ok) throw await toApiError(response, parsed);
  return parsed as T;
}

export const postJson = <T>(url: string, body: unknown = {}) =>
  requestJson<T>(url, { method: 'POST', body });
