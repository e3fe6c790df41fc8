import { useInsertionEffect } from 'react';
import { fontFaceCss } from '../../shared/card-fonts';

/**
 * Adds a card font's @font-face rules to the document once (a `<style data-card-font="<id>">` in
 * document.head, kept for the rest of the visit); the browser then fetches the files from
 * /fonts/ the first time text asks for the font. Nothing for `system`.
 */
function ensureCardFont(fontId: string, doc: Document = document): void {
  const css = fontFaceCss(fontId, 'swap');
  if (!css) return;
  const present = [...doc.head.querySelectorAll<HTMLStyleElement>('style[data-card-font]')].some(
    (style) => style.dataset.cardFont === fontId,
  );
  if (present) return;
  const style = doc.createElement('style');
  style.dataset.cardFont = fontId;
  style.textContent = css;
  doc.head.append(style);
}

/**
 * Makes the card font `fontId` available to the page (the editor's live preview, the card tiles),
 * which sets `font-family` from `fontOf(id).stack`. `swap`: the user has just chosen the font and
 * must see it, where the public page prefers never to move (src/shared/card-fonts.ts).
 */
export function useCardFont(fontId: string): void {
  useInsertionEffect(() => ensureCardFont(fontId), [fontId]);
}
