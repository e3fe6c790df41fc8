import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  brandKitSchema,
  type BrandContent,
  type BrandDesign,
  type BrandKit,
  type LockableField,
} from '../../../shared/brand-kit';
import type { PendingImage } from '../../lib/image-file';
import { postJson, retryServerFailures } from '../../lib/http';
import { cardKeys, orgKeys } from '../../lib/query-keys';
import { postMultipart } from '../../lib/upload';
import { translate } from '../../lib/i18n/intl';

/** The brand kit's failures, read in the active language each time they are shown. */
export const BRAND_FAILURES = {
  get load() {
    return translate('brandKit.loadFailed');
  },
  get save() {
    return translate('brandKit.saveFailed');
  },
};

/** The organisation's brand kit (docs/product.md#brand-kit); every member may read it. */
export function useBrandKit(orgId: string | null | undefined) {
  return useQuery({
    queryKey: orgKeys.brand(orgId ?? ''),
    queryFn: () => postJson<BrandKit>('/api/org/get-brand', { orgId }),
    enabled: Boolean(orgId),
    retry: retryServerFailures,
  });
}

export interface BrandKitInput {
  orgId: string;
  design: BrandDesign;
  content: BrandContent;
  locked: readonly LockableField[];
  logo: PendingImage;
  onProgress?: (fraction: number) => void;
}

/** update-brand's multipart form: the fields as text, `locked` as JSON, the logo like a card's. */
function toBrandFormData({ orgId, design, content, locked, logo }: BrandKitInput): FormData {
  const form = new FormData();
  form.append('orgId', orgId);
  for (const [name, value] of Object.entries(design)) form.append(name, String(value));
  for (const [name, value] of Object.entries(content)) form.append(name, value);
  form.append('locked', JSON.stringify(locked));
  if (logo?.kind === 'remove') form.append('brandLogoName', '');
  if (logo?.kind === 'upload') form.append('brandLogo', logo.file, logo.file.name);
  return form;
}

/** Saving the kit writes its locked fields to every card of the organisation: lists go stale. */
export function useSaveBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandKitInput) =>
      postMultipart({
        url: '/api/org/update-brand',
        form: toBrandFormData(input),
        response: brandKitSchema,
        onProgress: input.onProgress,
      }),
    onSuccess: async (kit, input) => {
      queryClient.setQueryData(orgKeys.brand(input.orgId), kit);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orgKeys.of(input.orgId) }),
        queryClient.invalidateQueries({ queryKey: cardKeys.all }),
      ]);
    },
  });
}
