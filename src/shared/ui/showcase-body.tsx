import { Download, Share2, Trash2, UserPlus } from 'lucide-react';
import type { PublicCard } from '../card';
import { slugifyName } from '../text';
import { LogoMark, PRODUCT_NAME, uiButton } from './brand';
import { CardView } from './card-view';
import { SHOWCASE_DOM, type ShowcaseAction } from './showcase-dom';

export interface ShowcaseActionsProps {
  card: Pick<PublicCard, 'fullName'>;
  isOwner: boolean;
  qrSvgUrl: string;
  qrPngUrl: string;
  vcardUrl: string;
  /** Client-side handlers; the server-rendered page leaves them out and its script uses data-action. */
  onShare?: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}

/** Share, save contact, QR downloads and, for the owner, delete (spec §2 Showcase page). */
export function ShowcaseActions({
  card,
  isOwner,
  qrSvgUrl,
  qrPngUrl,
  vcardUrl,
  onShare,
  onDelete,
  deleting = false,
}: ShowcaseActionsProps) {
  const slug = slugifyName(card.fullName);
  const button = `${uiButton.base} w-full`;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <a
        id={SHOWCASE_DOM.saveContactLink}
        href={vcardUrl}
        download={`${slug}.vcf`}
        className={`${button} ${uiButton.primary}`}
      >
        <UserPlus aria-hidden="true" className="h-4 w-4" />
        Save contact
      </a>
      <button
        id={SHOWCASE_DOM.shareButton}
        type="button"
        data-action={'share' satisfies ShowcaseAction}
        onClick={onShare}
        className={`${button} ${uiButton.secondary}`}
      >
        <Share2 aria-hidden="true" className="h-4 w-4" />
        Share
      </button>
      <a
        id={SHOWCASE_DOM.qrPngLink}
        href={qrPngUrl}
        download={`${slug}-qr.png`}
        className={`${button} ${uiButton.outline}`}
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        Download QR (PNG)
      </a>
      <a
        id={SHOWCASE_DOM.qrSvgLink}
        href={qrSvgUrl}
        download={`${slug}-qr.svg`}
        className={`${button} ${uiButton.outline}`}
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        Download QR (SVG)
      </a>
      {isOwner ? (
        <button
          id={SHOWCASE_DOM.deleteButton}
          type="button"
          data-action={'delete' satisfies ShowcaseAction}
          onClick={onDelete}
          disabled={deleting}
          className={`${uiButton.base} ${uiButton.danger} w-full sm:col-span-2 sm:w-auto sm:justify-self-end`}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete card
        </button>
      ) : null}
    </div>
  );
}

export interface ShowcaseBodyProps {
  card: PublicCard;
  isOwner: boolean;
  qrSvgUrl: string;
  qrPngUrl: string;
  vcardUrl: string;
}

/**
 * Everything inside `<body>` of the server-rendered public card page. Pure like CardView; the
 * page's small script (src/web/showcase/main.ts) finds the card id and name on the <main>
 * element and wires the buttons that carry a data-action.
 */
export function ShowcaseBody({ card, isOwner, qrSvgUrl, qrPngUrl, vcardUrl }: ShowcaseBodyProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
          <a
            href="/"
            className="-mx-1 inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-extrabold tracking-tight text-ink focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <LogoMark />
            <span>{PRODUCT_NAME}</span>
          </a>
        </div>
      </header>
      <main
        id={SHOWCASE_DOM.root}
        data-card-id={card.id}
        data-card-name={card.fullName}
        className="flex-1 px-3 py-5 sm:px-6 sm:py-10"
      >
        <CardView
          card={card}
          qrCodeUrl={qrSvgUrl}
          variant="page"
          actions={
            <ShowcaseActions
              card={card}
              isOwner={isOwner}
              qrSvgUrl={qrSvgUrl}
              qrPngUrl={qrPngUrl}
              vcardUrl={vcardUrl}
            />
          }
        />
        <div
          id={SHOWCASE_DOM.toastRegion}
          role="status"
          aria-live="polite"
          className="pointer-events-none fixed inset-x-4 bottom-4 z-50 mx-auto max-w-sm rounded-xl bg-ink px-4 py-3 text-center text-sm font-medium text-white shadow-lg empty:hidden"
        />
      </main>
      <footer className="px-4 pt-2 pb-8 text-center text-sm text-ink-muted">
        Made with{' '}
        <a
          href="/"
          className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {PRODUCT_NAME}
        </a>
      </footer>
    </div>
  );
}
