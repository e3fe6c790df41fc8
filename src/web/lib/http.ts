import { ERROR_CODES, type ErrorCode } from '../../shared/error-codes';
import type { ApiError as ApiErrorBody, ErrorDetails } from '../../shared/errors';
import { apiErrorText } from './i18n/error-messages';

/** The generic helper's request timeout (docs/product.md#limits). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Shown when the server cannot be reached (docs/product.md#messages-server-down). */
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
    /** The values the server's sentence names, when it sent them (`details`). */
    readonly details?: ErrorDetails,
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

/** A query's retry rule: a refusal (4xx) is the same answer next time, so only a failure of the server is asked again. */
export const retryServerFailures = (count: number, error: unknown): boolean =>
  count < 1 && !(isApiError(error) && error.status < 500);

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

/** The body's `details`, when they are names with strings or numbers. */
function detailsOf(body: ApiErrorBody): ErrorDetails | undefined {
  const details = (body as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return undefined;
  const entries = Object.entries(details as Record<string, unknown>);
  return entries.every(([, value]) => typeof value === 'string' || typeof value === 'number')
    ? (details as ErrorDetails)
    : undefined;
}

/** The failure an answer with this status and parsed body stands for. */
export function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(body.error, body.message, status, detailsOf(body));
  return new ApiError(`HTTP_${status}`, statusText, status);
}

/** Nothing answered, or not in time. */
export const networkError = (url: string) =>
  new ApiError(ERROR_CODES.NETWORK_ERROR, `Failed to fetch: ${url}`, 500);

/**
 * What a failed action tells the user, the same everywhere: the server's own sentence when it
 * refused the request (4xx), else the action's text. A 5xx never carries anything worth showing,
 * and a network failure says nothing the action's text does not.
 */
export function failureMessage(error: unknown, actionText: string): string {
  if (isApiError(error) && !error.isNetworkError && error.status < 500 && error.message) {
    return apiErrorText(error.code, error.message, error.details);
  }
  return actionText;
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
    throw networkError(url);
  }
  const parsed = await readBody(response);
  if (!response.ok) throw apiErrorOf(response.status, response.statusText, parsed);
  return parsed as T;
}

export const postJson = <T>(url: string, body: unknown = {}) =>
  requestJson<T>(url, { method: 'POST', body });
