/**
 * A square icon of a name's initials, for a card with no picture (the home-screen icon, the
 * wallet pass's icon). The letters are drawn as paths from the card's own font files
 * (lib/text-paths.ts), so a server with no system fonts draws them too.
 */
import { blackOrWhite } from '../../shared/contrast';
import { initialsOf } from '../../shared/ui/profile-avatar';
import { loadShaping, measureText, textToSvg } from './text-paths';

export interface InitialsIcon {
  name: string;
  /** Pixels per side. */
  size: number;
  /** `#rrggbb`; the letters are black or white, whichever reads on it. */
  background: string;
  /** The card's font id; a font without the letters falls back to the default's. */
  fontId: string;
}

/** The icon as an SVG document, ready for sharp. */
export async function initialsIconSvg({
  name,
  size,
  background,
  fontId,
}: InitialsIcon): Promise<Buffer> {
  await loadShaping();
  const text = initialsOf(name);
  const style = { fontId, weight: 700 as const, size: Math.round(size * 0.4) };
  const width = measureText(text, style);
  // Capitals stand about 0.7 em tall: centring that box centres the letters.
  const baseline = (size + style.size * 0.7) / 2;
  const letters = textToSvg(text, style, (size - width) / 2, baseline, blackOrWhite(background));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<rect width="${size}" height="${size}" fill="${background}"/>${letters}</svg>`,
  );
}
