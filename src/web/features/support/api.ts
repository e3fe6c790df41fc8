import { useMutation } from '@tanstack/react-query';
import {
  SUPPORT_MESSAGES,
  supportRequestResponseSchema,
  type SupportRequestResponse,
  type SupportSubject,
} from '../../../shared/support';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ApiError, REQUEST_TIMEOUT_MS } from '../../lib/http';

export interface SupportRequestInput {
  subject: SupportSubject;
  body: string;
  /** The From address; visitors only. */
  email?: string;
  /** Signed-in users only. */
  attachments: File[];
  onProgress?: (fraction: number) => void;
}

/**
 * `POST support/request` as multipart through XMLHttpRequest, which reports upload progress.
 * The session cookie goes along (same origin); the app signs in with cookies, not bearer tokens.
 */
export function sendSupportRequest({
  subject,
  body,
  email,
  attachments,
  onProgress,
}: SupportRequestInput): Promise<SupportRequestResponse> {
  const form = new FormData();
  form.append('subject', subject);
  form.append('body', body);
  if (email !== undefined) form.append('email', email);
  for (const file of attachments) form.append('attachments', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/support/request');
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    // Uploads may take longer than an ordinary call; the clock starts once the bytes are sent.
    request.upload.onload = () => {
      onProgress?.(1);
      request.timeout = REQUEST_TIMEOUT_MS;
    };
    request.onload = () => {
      const answer: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        const parsed = supportRequestResponseSchema.safeParse(answer);
        if (parsed.success) resolve(parsed.data);
        else
          reject(
            new ApiError(ERROR_CODES.INVALID_RESPONSE, SUPPORT_MESSAGES.sendFailed, request.status),
          );
        return;
      }
      const error = answer as { error?: unknown; message?: unknown } | null;
      reject(
        new ApiError(
          typeof error?.error === 'string' ? error.error : `HTTP_${request.status}`,
          typeof error?.message === 'string' ? error.message : SUPPORT_MESSAGES.sendFailed,
          request.status,
        ),
      );
    };
    const failNetwork = () =>
      reject(
        new ApiError(ERROR_CODES.NETWORK_ERROR, SUPPORT_MESSAGES.sendFailed, request.status || 500),
      );
    request.onerror = failNetwork;
    request.ontimeout = failNetwork;
    request.send(form);
  });
}

/** The server's own sentence for a refused request (spec texts), else 'Failed to send'. */
export function supportErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return SUPPORT_MESSAGES.sendFailed;
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
