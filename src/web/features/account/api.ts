import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser, type UpdateUserFields } from '../../../shared/user';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ApiError, postJson, REQUEST_TIMEOUT_MS } from '../../lib/http';
import type { PendingImage } from '../../lib/image-file';
import { authKeys } from '../../lib/query-keys';

export const UPDATE_ACCOUNT_FAILURE = 'Failed to update account details';

export interface UpdateAccountInput {
  fields: Omit<UpdateUserFields, 'profileImageName'>;
  image: PendingImage;
  onProgress?: (fraction: number) => void;
}

/** `POST user/update-user` as multipart through XMLHttpRequest, which reports upload progress. */
export function updateAccount({ fields, image, onProgress }: UpdateAccountInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  if (image?.kind === 'remove') form.append('profileImageName', '');
  if (image?.kind === 'upload') form.append('profileImage', image.file, image.file.name);

  return new Promise<CurrentUser>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/user/update-user');
    request.withCredentials = true;
    request.responseType = 'json';
    // Uploads may take longer than an ordinary call; the clock starts once the bytes are sent.
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => {
      onProgress?.(1);
      request.timeout = REQUEST_TIMEOUT_MS;
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        const parsed = currentUserSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else
          reject(
            new ApiError(ERROR_CODES.INVALID_RESPONSE, UPDATE_ACCOUNT_FAILURE, request.status),
          );
        return;
      }
      const error = body as { error?: unknown; message?: unknown } | null;
      reject(
        new ApiError(
          typeof error?.error === 'string' ? error.error : `HTTP_${request.status}`,
          typeof error?.message === 'string' ? error.message : UPDATE_ACCOUNT_FAILURE,
          request.status,
        ),
      );
    };
    const failNetwork = () =>
      reject(
        new ApiError(ERROR_CODES.NETWORK_ERROR, UPDATE_ACCOUNT_FAILURE, request.status || 500),
      );
    request.onerror = failNetwork;
    request.ontimeout = failNetwork;
    request.send(form);
  });
}

export const changePassword = (currentPassword: string, newPassword: string) =>
  postJson<unknown>('/api/auth/change-password', { currentPassword, newPassword });

/** The spec's image messages come from the server on 413/415; anything else is generic. */
export function updateAccountErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
    return error.message;
  }
  return UPDATE_ACCOUNT_FAILURE;
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (user) => {
      queryClient.setQueryData(authKeys.currentUser(user.id), user);
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}
