import type { CSSProperties, ReactNode } from 'react';
import {
  buttonShapeOf,
  fontOf,
  resolveCardPalette,
  templateOf,
  type CardPalette,
} from '../card-design';
import type { CardViewData } from './card-parts';
import { usePageText } from './page-text';
import { TEMPLATE_COMPONENTS } from './templates';

export type { CardViewData } from './card-parts';

export interface CardViewProps {
  card: CardViewData;
  /** The QR code image; shown only when given. */
  qrCodeUrl?: string;
  /** `page`: the public card (the name is the page's h1, values are links). `preview`: inert text. */
  variant: 'page' | 'preview';
  /** What a visitor does first (Save contact, Share): right under the name. */
  heroActions?: ReactNode;
  /** More actions, at the end of the card. */
  actions?: ReactNode;
  /** An accessible name for a preview other than "Card preview" (the template gallery's). */
  previewLabel?: string;
}

/**
 * The card's checked palette, button shape and font as CSS custom properties: the only way a
 * card's design reaches its markup. Every value comes from a fixed list or is a `#rrggbb` colour
 * the palette has checked (docs/product.md#card-design), never text the user wrote.
 */
export function cardStyle(card: CardViewData, palette: CardPalette = resolveCardPalette(card)) {
  return {
    '--card-surface': palette.surface,
    '--card-text': palette.text,
    '--card-muted': palette.muted,
    '--card-accent': palette.accent,
    '--card-on-accent': palette.onAccent,
    '--card-soft': palette.soft,
    '--card-on-soft': palette.onSoft,
    '--card-line': palette.line,
    '--card-banner-from': palette.bannerFrom,
    '--card-banner-via': palette.bannerVia,
    '--card-banner-to': palette.bannerTo,
    '--card-radius': buttonShapeOf(card.buttonShape).radius,
    fontFamily: fontOf(card.fontFamily).stack,
  } as CSSProperties;
}

/**
 * The business card as the public page shows it, in its template; also the live preview of the
 * card form and the samples of the template gallery. Pure: the server renders it with
 * renderToString, so no hooks, no browser globals, and every piece of user text goes through
 * React as text.
 */
export function CardView({
  card,
  qrCodeUrl,
  variant,
  heroActions,
  actions,
  previewLabel,
}: CardViewProps) {
  const text = usePageText();
  const page = variant === 'page';
  const template = templateOf(card.template);
  const Template = TEMPLATE_COMPONENTS[template.id];
  return (
    <article
      aria-label={page ? undefined : (previewLabel ?? text('publicPage.cardPreview'))}
      data-card-template={template.id}
      style={cardStyle(card)}
      className={`w-full overflow-hidden rounded-3xl bg-(--card-surface) text-(--card-text) shadow-xl ring-1 shadow-ink/10 ring-ink/5 ${page ? 'mx-auto max-w-3xl' : ''}`}
    >
      <Template
        card={card}
        page={page}
        qrCodeUrl={qrCodeUrl}
        heroActions={heroActions}
        actions={actions}
      />
    </article>
  );
}
