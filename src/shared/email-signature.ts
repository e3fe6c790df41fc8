/**
 * The card as an e-mail signature (docs/product.md#share-signature): the layouts an owner picks
 * from, and the API's shapes. The server builds the HTML (src/server/modules/share/signature); the
 * signature page shows it and copies it.
 */
import { z } from 'zod';
import { cardIdQuerySchema } from './card';

export const SIGNATURE_LAYOUTS = [
  {
    id: 'classic',
    label: 'Classic',
    description: 'Photo beside your details, with a line in your accent colour.',
  },
  {
    id: 'compact',
    label: 'Compact',
    description: 'Two or three lines of text, no photo: for replies and busy threads.',
  },
  {
    id: 'banner',
    label: 'Banner',
    description: 'Your name on a band of your accent colour, logo and links below.',
  },
] as const;

export type SignatureLayoutId = (typeof SIGNATURE_LAYOUTS)[number]['id'];
export const SIGNATURE_LAYOUT_IDS = SIGNATURE_LAYOUTS.map((layout) => layout.id) as [
  SignatureLayoutId,
  ...SignatureLayoutId[],
];
export const DEFAULT_SIGNATURE_LAYOUT: SignatureLayoutId = 'classic';

/** Mail programs cut or refuse longer signatures (Gmail's limit is 10,000 characters). */
export const SIGNATURE_MAX_HTML_LENGTH = 10_000;

export const UNKNOWN_LAYOUT_MESSAGE = `Unknown signature layout: choose ${SIGNATURE_LAYOUT_IDS.join(', ')}`;

export const emailSignatureQuerySchema = cardIdQuerySchema.extend({
  layout: z.enum(SIGNATURE_LAYOUT_IDS, { error: UNKNOWN_LAYOUT_MESSAGE }),
});
export type EmailSignatureQuery = z.infer<typeof emailSignatureQuerySchema>;

export const emailSignatureSchema = z.object({
  /** Tables and inline styles only, every address absolute: pasted as is into a mail program. */
  html: z.string(),
  /** The same details as plain text, for plain-text mail. */
  text: z.string(),
});
export type EmailSignature = z.infer<typeof emailSignatureSchema>;

/** The page's address for a card, and its way back. */
export const signaturePagePath = (id: string) => `/signature?id=${encodeURIComponent(id)}`;
