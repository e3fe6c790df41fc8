import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '../../../shared/account-data';
import { currentUserSchema, type UpdateUserFields } from '../../../shared/user';
import { postJson } from '../../lib/http';
import type { PendingImage } from '../../lib/image-file';
import { authKeys } from '../../lib/query-keys';
import { postMultipart } from '../../lib/upload';

interface UpdateAccountInput {
  fields: Omit<UpdateUserFields, 'profileImageName' | 'version'>;
  image: PendingImage;
  /** The profile's version the change is based on (docs/product.md#edit-conflicts). */
  version: number;
  onProgress?: (fraction: number) => void;
}

/** `POST user/update-user`: the account's fields, and the picture to upload or remove. */
function updateAccount({ fields, image, version, onProgress }: UpdateAccountInput) {
  const form = new FormData();
  form.append('version', String(version));
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  if (image?.kind === 'remove') form.append('profileImageName', '');
  if (image?.kind === 'upload') form.append('profileImage', image.file, image.file.name);
  return postMultipart({
    url: '/api/user/update-user',
    form,
    response: currentUserSchema,
    onProgress,
  });
}

export const changePassword = (currentPassword: string, newPassword: string) =>
  postJson<unknown>('/api/auth/change-password', { currentPassword, newPassword });

/** `POST account/delete`: the account and everything in it; the answer also ends the session. */
export const deleteAccount = (body: DeleteAccountBody) =>
  postJson<{ message: string }>('/api/account/delete', body);

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
