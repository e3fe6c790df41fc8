import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardSchema, type CardFields } from '../../../shared/card';
import type { CardDesign } from '../../../shared/card-design';
import type { PendingImage } from '../../lib/image-file';
import { cardKeys } from '../../lib/query-keys';
import { postMultipart } from '../../lib/upload';
import { invalidateAfterCardChange } from './api';

// Apart from api.ts: saving validates the answer with the card's schema, and My Cards, which
// uses api.ts, must not load the validation library.

export interface CardImages {
  profileImage: PendingImage;
  /** The banner; the API calls its file `companyLogo` (docs/product.md#data-card-upload). */
  bannerImage: PendingImage;
  /** The company logo (file `brandLogo`; `brandLogoName` empty removes it). */
  brandLogo: PendingImage;
}

/**
 * Create/update payload (docs/product.md#data-card-upload): every card field as text, then the files. A name sent empty
 * removes that image; an image left unchanged sends neither file nor name.
 */
function toCardFormData(
  fields: CardFields,
  design: CardDesign,
  images: CardImages,
  id?: string,
  exchangeEnabled?: boolean,
  version?: number,
): FormData {
  const form = new FormData();
  if (id) form.append('id', id);
  if (version !== undefined) form.append('version', String(version));
  for (const [name, value] of Object.entries(fields)) form.append(name, value ?? '');
  for (const [name, value] of Object.entries(design)) form.append(name, String(value));
  if (exchangeEnabled !== undefined) form.append('exchangeEnabled', String(exchangeEnabled));
  const { profileImage, bannerImage, brandLogo } = images;
  if (profileImage?.kind === 'remove') form.append('profileImageName', '');
  if (bannerImage?.kind === 'remove') form.append('bannerImageName', '');
  if (brandLogo?.kind === 'remove') form.append('brandLogoName', '');
  if (profileImage?.kind === 'upload') {
    form.append('profileImage', profileImage.file, profileImage.file.name);
  }
  if (bannerImage?.kind === 'upload') {
    form.append('companyLogo', bannerImage.file, bannerImage.file.name);
  }
  if (brandLogo?.kind === 'upload') form.append('brandLogo', brandLogo.file, brandLogo.file.name);
  return form;
}

interface SaveCardInput {
  fields: CardFields;
  design: CardDesign;
  images: CardImages;
  /** Whether visitors may share their details back (left as it is when absent). */
  exchangeEnabled?: boolean;
  onProgress?: (fraction: number) => void;
}

/**
 * `orgId`: the card is made for that organisation, named in the query so the server knows whose
 * allocation it draws on before it reads the images (docs/product.md#organisation-cards).
 */
export const createCard = ({
  fields,
  design,
  images,
  exchangeEnabled,
  orgId,
  onProgress,
}: SaveCardInput & { orgId?: string }) =>
  postMultipart({
    url: orgId
      ? `/api/card/create-card?${new URLSearchParams({ orgId }).toString()}`
      : '/api/card/create-card',
    form: toCardFormData(fields, design, images, undefined, exchangeEnabled),
    response: cardSchema,
    onProgress,
  });

/**
 * `version`: the card's version the change is based on; a newer saved card answers 409
 * EDIT_CONFLICT (docs/product.md#edit-conflicts).
 */
export const updateCard = ({
  id,
  version,
  fields,
  design,
  images,
  exchangeEnabled,
  onProgress,
}: SaveCardInput & { id: string; version: number }) =>
  postMultipart({
    url: '/api/card/update-card',
    form: toCardFormData(fields, design, images, id, exchangeEnabled, version),
    response: cardSchema,
    onProgress,
  });

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
