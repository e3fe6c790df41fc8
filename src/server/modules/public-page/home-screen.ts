/**
 * A card as a home-screen app (docs/product.md#share-offline): its web app manifest and its icons,
 * drawn from the card alone so they can be prepared once per card version.
 */
import sharp from 'sharp';
import type { PublicCard } from '../../../shared/card';
import { fitStoredImage } from '../../lib/images';
import {
  cardStartUrl,
  homeScreenIconUrl,
  type HomeScreenIconSize,
} from '../../../shared/home-screen';
import { SHOWCASE_SCOPE } from '../../../shared/showcase-worker';

/** Android shows about a dozen characters under an icon; longer names are cut there. */
const SHORT_NAME_LENGTH = 12;

/** The first name when the whole name is too long for the home screen. */
export function shortNameOf(fullName: string): string {
  const name = fullName.trim();
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= SHORT_NAME_LENGTH ? first : `${first.slice(0, SHORT_NAME_LENGTH - 1)}…`;
}

/**
 * The card's manifest: one app per card (`id` is its page), opening its public page full screen
 * in the card's colours. Addresses are paths, so one manifest serves every address of the site.
 */
export function cardManifest(card: PublicCard) {
  return {
    id: cardStartUrl(card.id),
    name: card.fullName,
    short_name: shortNameOf(card.fullName),
    description: [card.jobTitle, card.company].filter(Boolean).join(' · ') || undefined,
    start_url: cardStartUrl(card.id),
    scope: SHOWCASE_SCOPE,
    display: 'standalone',
    theme_color: card.accentColor,
    background_color: card.backgroundColor,
    icons: (['192', '512'] as const).map((size) => ({
      src: homeScreenIconUrl(card.id, size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

/**
 * A square PNG icon: the profile photo cropped to what draws the eye, or the initials when there
 * is no photo (or it is not drawn: unreadable, or of a shape or size `fitStoredImage` refuses).
 */
export async function renderHomeScreenIcon(
  card: PublicCard,
  size: HomeScreenIconSize,
  photo: Buffer | undefined,
): Promise<Buffer> {
  const side = Number(size);
  const fitted =
    photo &&
    (await fitStoredImage(photo, {
      width: side,
      height: side,
      fit: 'cover',
      position: 'attention',
    }));
  if (fitted) {
    try {
      return await fitted.flatten({ background: card.backgroundColor }).png().toBuffer();
    } catch {
      // An unreadable photo: the initials instead.
    }
  }
  // The font library loads with the first icon without a photo, not at start.
  const { initialsIconSvg } = await import('../../lib/initials-icon');
  const initials = await initialsIconSvg({
    name: card.fullName,
    size: side,
    background: card.accentColor,
    fontId: card.fontFamily,
  });
  return sharp(initials).png().toBuffer();
}
