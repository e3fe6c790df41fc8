import {
  isValidWebsite,
  normalizeWebsite,
  type Card,
  type CardFieldsInput,
} from '../../../shared/card';
import { normalizeSocial, SOCIAL_NETWORKS, type SocialNetwork } from '../../../shared/social';
import type { CardDesign } from '../../../shared/card-design';
import type { CardViewData } from '../../../shared/ui/card-view';
import { translate } from '../../lib/i18n/intl';

export type FieldName = keyof CardFieldsInput;

export const EMPTY_VALUES: Required<CardFieldsInput> = {
  title: '',
  fullName: '',
  jobTitle: '',
  company: '',
  bio: '',
  email: '',
  phone: '',
  location: '',
  website: '',
  linkedin: '',
  github: '',
  twitter: '',
  facebook: '',
  instagram: '',
};

/** A social field's placeholder: the link's form or a handle, in the active language. */
export const socialPlaceholder = (network: SocialNetwork): string =>
  translate(`editor.placeholder.${network}`);

export const valuesOf = (card: Card | undefined): Required<CardFieldsInput> =>
  card
    ? (Object.fromEntries(
        Object.keys(EMPTY_VALUES).map((key) => [key, card[key as FieldName]]),
      ) as Required<CardFieldsInput>)
    : EMPTY_VALUES;

/** The preview shows what the page will show: links only once they would be stored. */
export function previewOf(
  values: Partial<CardFieldsInput>,
  images: Pick<CardViewData, 'profileImageUrl' | 'bannerImageUrl' | 'brandLogoUrl'>,
  design: CardDesign,
): CardViewData {
  const text = (key: FieldName) => values[key] ?? '';
  const website = text('website');
  const socials = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, normalizeSocial(network, text(network)) ?? '']),
  ) as Record<SocialNetwork, string>;
  return {
    fullName: text('fullName').trim() || translate('editor.previewName'),
    jobTitle: text('jobTitle').trim() || translate('editor.previewJobTitle'),
    company: text('company'),
    bio: text('bio'),
    email: text('email'),
    phone: text('phone'),
    location: text('location'),
    website: isValidWebsite(website) ? normalizeWebsite(website) : '',
    ...socials,
    ...images,
    ...design,
  };
}

/** `field: message` from a 400 VALIDATION_ERROR, when the field is one of the form's. */
export function fieldOfServerError(message: string): { field: FieldName; text: string } | null {
  const match = /^([A-Za-z]+): (.+)$/.exec(message);
  if (!match?.[1] || !match[2] || !(match[1] in EMPTY_VALUES)) return null;
  return { field: match[1] as FieldName, text: match[2] };
}
