import type { ZodType } from 'zod';
import { ERROR_CODES } from '../../shared/error-codes';
import { ApiError, apiErrorOf, networkError, REQUEST_TIMEOUT_MS } from './http';

interface MultipartRequest<T> {
  url: string;
  form: FormData;
  /** The answer's contract; a success that does not match it is a failure (INVALID_RESPONSE). */
  response: ZodType<T>;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** How long nothing may move before the upload gives up. */
  stallTimeoutMs?: number;
}

/**
 * The one multipart POST of the app (card images, the avatar, support attachments), through
 * XMLHttpRequest because fetch reports no upload progress. The session cookie goes along.
 *
 * Timeout: an upload may take longer than an ordinary call, so the clock does not run over the
 * whole request; it gives up when nothing moves for `stallTimeoutMs` (the ordinary call's
 * timeout): no upload progress while the body is sent, then no answer once it is. Failures are ApiErrors like those of requestJson
 * (the server's `{error, message}`, NETWORK_ERROR, or INVALID_RESPONSE); show them with
 * failureMessage.
 */
export function postMultipart<T>({
  url,
  form,
  response,
  onProgress,
  stallTimeoutMs = REQUEST_TIMEOUT_MS,
}: MultipartRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    let timer: number | undefined;
    const stall = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => request.abort(), stallTimeoutMs);
    };
    const settle = (outcome: () => void) => {
      window.clearTimeout(timer);
      outcome();
    };

    request.open('POST', url);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      stall();
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => {
      stall();
      onProgress?.(1);
    };
    request.onload = () =>
      settle(() => {
        const body: unknown = request.response;
        if (request.status < 200 || request.status >= 300) {
          reject(apiErrorOf(request.status, request.statusText, body));
          return;
        }
        const parsed = response.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        // Counted as a server failure, so the user reads the action's own text.
        else
          reject(new ApiError(ERROR_CODES.INVALID_RESPONSE, `Unexpected answer from ${url}`, 500));
      });
    request.onerror = () => settle(() => reject(networkError(url)));
    request.onabort = request.onerror;
    stall();
    request.send(form);
  });
}
