import { Download, MessageSquareShare, Pencil, Share2, Trash2, UserPlus } from 'lucide-react';
import { cardQrCodeUrl, type CardQrDesign, type PublicCard } from '../card';
import { slugifyName } from '../text';
import { cardButton, LogoMark, PRODUCT_NAME } from './brand';
import { CardView } from './card-view';
import { directionOf } from '../i18n/languages';
import { CardLanguageSwitcher, PageLanguageMenu, type ShowcaseLanguages } from './page-languages';
import { usePageText } from './page-text';
import { SHOWCASE_DOM, type ShowcaseAction } from './showcase-dom';

/**
 * The QR code's address, for showing it (`inline`) or for the owner's download (`download`),
 * versioned by the card's design so a new design is never shown from an old cached copy.
 */
export const qrCodeUrl = cardQrCodeUrl;

/**
 * Whether the page offers "Share your details" (docs/product.md#leads): the card takes them and
 * the viewer is not its owner.
 */
export const offersExchange = (card: Pick<PublicCard, 'exchangeEnabled'>, isOwner: boolean) =>
  card.exchangeEnabled !== false && !isOwner;

export interface VisitorActionsProps {
  vcardUrl: string;
  card: Pick<PublicCard, 'fullName'>;
  /** Client-side handler; the server-rendered page leaves it out and its script uses data-action. */
  onShare?: () => void;
  /** Shows "Share your details" (see offersExchange). */
  exchange?: boolean;
  /** Client-side handler of "Share your details"; the server-rendered page uses data-action. */
  onExchange?: () => void;
}

/**
 * What a visitor came for: Save contact first, then Share, then (when offered) Share your
 * details on a row of its own. In the card under the name on wider screens; on phones a bar fixed
 * to the bottom of the screen, so they stay at hand while the visitor reads
 * (docs/product.md#screens-showcase).
 */
export function VisitorActions({
  vcardUrl,
  card,
  onShare,
  exchange = false,
  onExchange,
}: VisitorActionsProps) {
  const t = usePageText();
  const button = `${cardButton.base} w-full`;
  return (
    <div
      id={SHOWCASE_DOM.visitorActions}
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-[3fr_2fr] gap-x-3 gap-y-2 border-t border-(--card-line) bg-(--card-surface)/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur sm:static sm:z-auto sm:mt-6 sm:max-w-md sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none sm:backdrop-blur-none"
    >
      <a
        id={SHOWCASE_DOM.saveContactLink}
        href={vcardUrl}
        download={`${slugifyName(card.fullName)}.vcf`}
        className={`${button} ${cardButton.primary} min-h-12 text-base`}
      >
        <UserPlus aria-hidden="true" className="h-5 w-5" />
        {t('publicPage.saveContact')}
      </a>
      <button
        id={SHOWCASE_DOM.shareButton}
        type="button"
        data-action={'share' satisfies ShowcaseAction}
        onClick={onShare}
        className={`${button} ${cardButton.secondary} min-h-12 text-base`}
      >
        <Share2 aria-hidden="true" className="h-5 w-5" />
        {t('publicPage.share')}
      </button>
      {exchange ? (
        <button
          id={SHOWCASE_DOM.exchangeButton}
          type="button"
          aria-haspopup="dialog"
          data-action={'exchange' satisfies ShowcaseAction}
          onClick={onExchange}
          className={`${button} ${cardButton.outline} col-span-2`}
        >
          <MessageSquareShare aria-hidden="true" className="h-5 w-5" />
          {t('publicPage.shareDetails')}
        </button>
      ) : null}
    </div>
  );
}

export interface OwnerActionsProps {
  card: Pick<PublicCard, 'fullName'> & CardQrDesign;
  /** Client-side handler; the server-rendered page leaves it out and its script uses data-action. */
  onDelete?: () => void;
  deleting?: boolean;
}

/**
 * The owner's tools, below everything a visitor needs: Edit, the QR code to download (PNG, SVG)
 * named after the card, and Delete.
 */
export function OwnerActions({ card, onDelete, deleting = false }: OwnerActionsProps) {
  const t = usePageText();
  const slug = slugifyName(card.fullName);
  const button = `${cardButton.base} w-full`;
  return (
    <section aria-labelledby="owner-tools-title">
      <h2 id="owner-tools-title" className="text-sm font-bold text-(--card-text)">
        {t('publicPage.ownerTitle')}
      </h2>
      <p className="mt-0.5 text-sm text-(--card-muted)">{t('publicPage.ownerHint')}</p>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <a
          href={`/update?id=${encodeURIComponent(card.id)}`}
          className={`${button} ${cardButton.outline}`}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('publicPage.editCard')}
        </a>
        <a
          id={SHOWCASE_DOM.qrPngLink}
          href={qrCodeUrl(card, 'png', true)}
          download={`${slug}-qr.png`}
          className={`${button} ${cardButton.outline}`}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('publicPage.downloadQrPng')}
        </a>
        <a
          id={SHOWCASE_DOM.qrSvgLink}
          href={qrCodeUrl(card, 'svg', true)}
          download={`${slug}-qr.svg`}
          className={`${button} ${cardButton.outline}`}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('publicPage.downloadQrSvg')}
        </a>
        <button
          id={SHOWCASE_DOM.deleteButton}
          type="button"
          data-action={'delete' satisfies ShowcaseAction}
          onClick={onDelete}
          disabled={deleting}
          className={`${button} ${cardButton.danger}`}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('publicPage.deleteCard')}
        </button>
      </div>
    </section>
  );
}

export interface ShowcaseBodyProps {
  card: PublicCard;
  isOwner: boolean;
  vcardUrl: string;
  /** The page's language, the card's, and the menus between them (docs/product.md#card-languages). */
  languages?: ShowcaseLanguages;
}

/**
 * Everything inside `<body>` of the server-rendered public card page. Pure like CardView; the
 * page's small script (src/web/showcase/main.ts) finds the card id and name on the <main>
 * element and wires the buttons that carry a data-action.
 */
export function ShowcaseBody({ card, isOwner, vcardUrl, languages }: ShowcaseBodyProps) {
  const t = usePageText();
  const exchange = offersExchange(card, isOwner);
  // Premium's "hide branding" (docs/product.md#card-design): the page is the card owner's alone,
  // with no header bar, no footer and nothing else that names or links us.
  const branded = !card.hideBranding;
  return (
    // On phones the bottom padding keeps the footer clear of the fixed action bar (one row of
    // buttons, or two with Share your details).
    <div className={`flex min-h-dvh flex-col bg-slate-100 sm:pb-0 ${exchange ? 'pb-40' : 'pb-24'}`}>
      {branded ? (
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
            <a
              href="/"
              className="-mx-1 inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-extrabold tracking-tight text-ink focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              <LogoMark />
              <span>{PRODUCT_NAME}</span>
            </a>
            {languages ? (
              <div className="ms-auto">
                <PageLanguageMenu languages={languages} />
              </div>
            ) : null}
          </div>
        </header>
      ) : languages ? (
        // Without our header the menu keeps a quiet corner of its own.
        <div className="mx-auto flex w-full max-w-3xl justify-end px-4 pt-2 sm:px-6">
          <PageLanguageMenu languages={languages} />
        </div>
      ) : null}
      <main
        id={SHOWCASE_DOM.root}
        data-template={card.template}
        data-card-id={card.id}
        data-card-name={card.fullName}
        // The contact exchange's consent names who keeps the details: us, or this site.
        data-hide-branding={branded ? undefined : 'true'}
        className="flex-1 px-3 py-5 sm:px-6 sm:py-10"
      >
        {languages ? <CardLanguageSwitcher languages={languages} /> : null}
        {/* The card's text is in its own language, which may not be the page's. */}
        <div
          lang={languages && languages.card !== languages.page ? languages.card : undefined}
          dir={
            languages && directionOf(languages.card) !== directionOf(languages.page)
              ? directionOf(languages.card)
              : undefined
          }
        >
          <CardView
            card={card}
            qrCodeUrl={card.qrCodeUrl}
            variant="page"
            heroActions={<VisitorActions card={card} vcardUrl={vcardUrl} exchange={exchange} />}
            actions={isOwner ? <OwnerActions card={card} /> : undefined}
          />
        </div>
        <div
          id={SHOWCASE_DOM.toastRegion}
          role="status"
          aria-live="polite"
          // The app's toast (sonner) look, below the header: docs/product.md#toasts.
          className={`pointer-events-none fixed inset-x-3 ${branded ? 'top-[76px]' : 'top-3'} z-50 mx-auto max-w-[356px] rounded-lg border border-slate-200 bg-white px-4 py-3 text-[13px] font-semibold text-ink shadow-card empty:hidden`}
        />
      </main>
      {branded ? (
        <footer className="px-4 pt-2 pb-8 text-center text-sm text-ink-muted">
          {t.rich('publicPage.madeWith', {
            product: (
              <a
                key="product"
                href="/"
                className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {PRODUCT_NAME}
              </a>
            ),
          })}
        </footer>
      ) : null}
    </div>
  );
}
