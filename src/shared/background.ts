/**
 * Video-call backgrounds (docs/product.md#share-background): the layouts an owner picks from and
 * the request of `GET /api/card/background`. The server draws each layout
 * (src/server/modules/share/background/); the share page shows them as previews.
 */
import { z } from 'zod';
import { cardIdQuerySchema } from './card';

export const BACKGROUND_LAYOUTS = [
  {
    id: 'corner',
    label: 'Corner',
    description: 'Your colours, the QR code top right, your name bottom left.',
  },
  {
    id: 'side',
    label: 'Side panel',
    description: 'A panel in your accent colour on the right with the QR code and your name.',
  },
  {
    id: 'minimal',
    label: 'Minimal',
    description: 'A calm plain background, a small QR code and your name top left.',
  },
] as const;

export type BackgroundLayoutId = (typeof BACKGROUND_LAYOUTS)[number]['id'];
export const BACKGROUND_LAYOUT_IDS = BACKGROUND_LAYOUTS.map((layout) => layout.id) as [
  BackgroundLayoutId,
  ...BackgroundLayoutId[],
];

/** What video-call apps expect: full HD, 16:9. */
export const BACKGROUND_WIDTH = 1920;
export const BACKGROUND_HEIGHT = 1080;

/** The share page's previews: the same drawing at a quarter of the width, cheap to make. */
export const BACKGROUND_PREVIEW_WIDTH = BACKGROUND_WIDTH / 4;
export const BACKGROUND_PREVIEW_HEIGHT = BACKGROUND_HEIGHT / 4;
export const BACKGROUND_SIZES = ['full', 'preview'] as const;
export type BackgroundSize = (typeof BACKGROUND_SIZES)[number];

export const backgroundQuerySchema = cardIdQuerySchema.extend({
  layout: z.enum(BACKGROUND_LAYOUT_IDS, {
    error: () => `must be one of the layouts: ${BACKGROUND_LAYOUT_IDS.join(', ')}`,
  }),
  size: z
    .enum(BACKGROUND_SIZES, { error: () => `must be one of: ${BACKGROUND_SIZES.join(', ')}` })
    .default('full')
    .describe(
      `full: ${BACKGROUND_WIDTH}×${BACKGROUND_HEIGHT}, to download; preview: ${BACKGROUND_PREVIEW_WIDTH}×${BACKGROUND_PREVIEW_HEIGHT}, the same drawing for the share page`,
    ),
  v: z
    .string()
    .max(64)
    .optional()
    .describe('The card version, so browsers do not show an old image from their cache; not read'),
});
export type BackgroundQuery = z.infer<typeof backgroundQuerySchema>;

/**
 * The address of a card's background in a layout. `v` is the card's version (its last edit), so
 * that a browser which kept an image asks again after an edit; the server does not read it.
 */
export const cardBackgroundUrl = (
  card: { id: string; updatedAt: number },
  layout: BackgroundLayoutId,
  size: BackgroundSize = 'full',
) =>
  `/api/card/background?id=${encodeURIComponent(card.id)}&layout=${layout}` +
  `${size === 'full' ? '' : `&size=${size}`}&v=${card.updatedAt}`;
