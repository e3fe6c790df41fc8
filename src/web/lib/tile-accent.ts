import type { CSSProperties } from 'react';
import { ensureContrast, CONTRAST_TEXT } from '../../shared/contrast';
import { DEFAULT_ACCENT, storedColor } from '../../shared/card-design';

/** The lightest background a card tile has (slate-100, a card scheduled for deletion). */
const TILE_BACKGROUND = '#f1f5f9';

/**
 * A card's accent for its tile (My Cards, the admin grid): as `--tile-accent`, nudged where
 * needed so the job line and icons in it read at 4.5:1 on the tile, as on the card itself.
 */
export function tileAccentStyle(accentColor: string): CSSProperties {
  const accent = ensureContrast(
    storedColor(accentColor, DEFAULT_ACCENT),
    TILE_BACKGROUND,
    CONTRAST_TEXT,
  );
  return { '--tile-accent': accent } as CSSProperties;
}
