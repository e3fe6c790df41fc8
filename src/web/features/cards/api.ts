import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Card, CardFields, CardListResponse, PublicCard } from '../../../shared/card';
import { MY_CARDS_PAGE_SIZE } from '../../../shared/card-constants';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ApiError, postJson, requestJson } from '../../lib/http';
import type { PendingImage } from '../../lib/image-file';
import { authKeys, cardKeys, subscriptionKeys } from '../../lib/query-keys';

export const CARD_MESSAGES = {
  createFailed: 'Failed to create card',
  updateFailed: 'Failed to update card',
  deleteFailed: 'Failed to delete card',
  loadFailed: 'Failed to load card details',
  showcaseFailed: 'Unable to load this card. Please try again later.',
  missingId: 'Missing card id',
} as const;

const EMPTY_LIST: CardListResponse = { items: [], totalCount: 0 };

/** Spec §8: a failed list shows as an empty list on a single page. */
export async function listUserCards(page: number): Promise<CardListResponse> {
  try {
    return await postJson<CardListResponse>('/api/card/list-user-cards', {
      page,
      pageSize: MY_CARDS_PAGE_SIZE,
    });
  } catch {
    return EMPTY_LIST;
  }
}

export const getCardForEdit = (id: string) =>
  requestJson<Card>(`/api/card?${new URLSearchParams({ id }).toString()}`);

export const getShowcaseCard = (id: string) =>
  requestJson<PublicCard>(`/api/card/showcase?${new URLSearchParams({ id }).toString()}`);

export function useUserCards(page: number) {
  return useQuery({
    queryKey: cardKeys.list(page),
    queryFn: () => listUserCards(page),
    placeholderData: keepPreviousData,
  });
}

export function useCardForEdit(id: string | null) {
  return useQuery({
    queryKey: cardKeys.detail(id ?? ''),
    queryFn: () => getCardForEdit(id ?? ''),
    enabled: Boolean(id),
    // A missing or foreign card answers 404: asking again will not change that.
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiError && error.status < 500),
    staleTime: 0,
  });
}

export function useShowcaseCard(id: string | null) {
  return useQuery({
    queryKey: cardKeys.showcase(id ?? ''),
    queryFn: () => getShowcaseCard(id ?? ''),
    enabled: Boolean(id),
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiError && error.status < 500),
  });
}

export interface CardImages {
  profileImage: PendingImage;
  /** The banner; the API calls its file `companyLogo` (spec §3). */
  bannerImage: PendingImage;
}

/**
 * Spec §3 create/update payload: every card field as text, then the files. A name sent empty
 * removes that image; an image left unchanged sends neither file nor name.
 */
export function toCardFormData(fields: CardFields, images: CardImages, id?: string): FormData {
  const form = new FormData();
  if (id) form.append('id', id);
  for (const [name, value] of Object.entries(fields)) form.append(name, value ?? '');
  const { profileImage, bannerImage } = images;
  if (profileImage?.kind === 'remove') form.append('profileImageName', '');
  if (bannerImage?.kind === 'remove') form.append('bannerImageName', '');
  if (profileImage?.kind === 'upload') {
    form.append('profileImage', profileImage.file, profileImage.file.name);
  }
  if (bannerImage?.kind === 'upload') {
    form.append('companyLogo', bannerImage.file, bannerImage.file.name);
  }
  return form;
}

/** A multipart POST through XMLHttpRequest, which reports upload progress (fetch does not). */
function postMultipart<T>(
  url: string,
  form: FormData,
  fallbackMessage: string,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress?.(1);
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      const error = (body ?? {}) as { error?: unknown; message?: unknown };
      // 5xx bodies never carry anything worth showing (DESIGN §5).
      const message =
        request.status < 500 && typeof error.message === 'string' && error.message
          ? error.message
          : fallbackMessage;
      const code = typeof error.error === 'string' ? error.error : `HTTP_${request.status}`;
      reject(new ApiError(code, message, request.status));
    };
    const failNetwork = () => reject(new ApiError(ERROR_CODES.NETWORK_ERROR, fallbackMessage, 500));
    request.onerror = failNetwork;
    request.ontimeout = failNetwork;
    request.send(form);
  });
}

export interface SaveCardInput {
  fields: CardFields;
  images: CardImages;
  onProgress?: (fraction: number) => void;
}

export const createCard = ({ fields, images, onProgress }: SaveCardInput) =>
  postMultipart<Card>(
    '/api/card/create-card',
    toCardFormData(fields, images),
    CARD_MESSAGES.createFailed,
    onProgress,
  );

export const updateCard = ({ id, fields, images, onProgress }: SaveCardInput & { id: string }) =>
  postMultipart<Card>(
    '/api/card/update-card',
    toCardFormData(fields, images, id),
    CARD_MESSAGES.updateFailed,
    onProgress,
  );

export const deleteCard = ({ id, userId }: { id: string; userId: string }) =>
  postJson<{ message: string }>('/api/card/delete-card', { id, userId });

/** What a saved or deleted card changes: the lists, the user's card ids, the subscription counts. */
export async function invalidateAfterCardChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cardKeys.all }),
    queryClient.invalidateQueries({ queryKey: authKeys.all }),
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  ]);
}

export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCard,
    onSuccess: () => invalidateAfterCardChange(queryClient),
  });
}

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    onSuccess: async (card) => {
      queryClient.setQueryData(cardKeys.detail(card.id), card);
      await invalidateAfterCardChange(queryClient);
    },
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: () => invalidateAfterCardChange(queryClient),
  });
}

/** Spec §8: the server's message when it sent one, else the action's own text. */
export function cardErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.isNetworkError && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
