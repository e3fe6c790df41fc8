import { renderToString } from 'react-dom/server';
import type { PublicCard } from '../../../shared/card';
import { fontFaceCss, fontPreloads } from '../../../shared/card-fonts';
import { cardManifestUrl, homeScreenIconUrl } from '../../../shared/home-screen';
import { PRODUCT_NAME } from '../../../shared/ui/brand';
import { CardNotFound, cardNotFoundHomeClass } from '../../../shared/ui/card-not-found';
import { ShowcaseBody } from '../../../shared/ui/showcase-body';
import { escapeHtml } from '../../lib/html';
import type { EntryAssets } from '../../plugins/web-assets';

const PRODUCT = PRODUCT_NAME;

export interface ShowcaseDocumentOptions {
  card: PublicCard;
  isOwner: boolean;
  publicUrl: string;
  assets: EntryAssets;
}

/** JSON for a <script type="application/ld+json"> block: nothing in it can close the element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function describe(card: PublicCard): string {
  if (card.bio.trim()) return card.bio.trim();
  const role = [card.jobTitle, card.company].filter(Boolean).join(' at ');
  return (
    [role, card.location].filter(Boolean).join(' · ') || `${card.fullName}'s digital business card`
  );
}

/**
 * The <head> tags of a card's font: a preload of each of its files and its @font-face rules, so
 * the text is drawn in it from the first paint (or in its metric-matched fallback, without a shift
 * later). Nothing for `system`; only pages whose card uses a font load it.
 */
export function cardFontHead(fontFamily: string): string {
  const css = fontFaceCss(fontFamily);
  if (!css) return '';
  return [
    ...fontPreloads(fontFamily).map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`,
    ),
    // Constants only (src/shared/card-fonts.ts): nothing a user typed reaches this style sheet.
    `<style data-card-font="${escapeHtml(fontFamily)}">${css}</style>`,
  ].join('\n');
}

/** Our mark in the browser's tab. */
const PRODUCT_ICON = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';

function head(
  title: string,
  extra: string,
  assets: EntryAssets,
  { themeColor = '#4338ca', icon = PRODUCT_ICON }: { themeColor?: string; icon?: string } = {},
) {
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${escapeHtml(themeColor)}">
<title>${escapeHtml(title)}</title>
${icon}
${assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
${assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('\n')}
${extra}`;
}

const documentOf = (
  headHtml: string,
  bodyHtml: string,
  assets: EntryAssets,
  template?: string,
) => `<!doctype html>
<html lang="en"${template ? ` data-template="${escapeHtml(template)}"` : ''}>
<head>
${headHtml}
</head>
<body>${bodyHtml}
${assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n')}
</body>
</html>`;

/**
 * The public card page as HTML: the card itself, its link-preview tags (Open Graph, Twitter) and a
 * schema.org Person, so previews and the first paint need no JavaScript.
 */
export function renderCardPageDocument({
  card,
  isOwner,
  publicUrl,
  assets,
}: ShowcaseDocumentOptions): string {
  const pageUrl = `${publicUrl}/showcase?id=${encodeURIComponent(card.id)}`;
  const absolute = (url: string | null) => (url ? new URL(url, publicUrl).toString() : undefined);
  const image = absolute(card.profileImageUrl) ?? absolute(card.bannerImageUrl);
  // With branding hidden (Premium, docs/product.md#card-design) nothing in the page names us: not
  // the title, not the site name of link previews, not the icon in the browser's tab (the card's
  // own home-screen icon instead).
  const branded = !card.hideBranding;
  const name = `${card.fullName}${card.jobTitle ? ` – ${card.jobTitle}` : ''}`;
  const title = branded ? `${name} | ${PRODUCT}` : name;
  const siteName = branded ? PRODUCT : card.company.trim();
  const description = describe(card);
  const socials = [card.linkedin, card.github, card.twitter, card.facebook, card.instagram].filter(
    Boolean,
  );

  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: card.fullName,
    ...(card.jobTitle ? { jobTitle: card.jobTitle } : {}),
    ...(card.company ? { worksFor: { '@type': 'Organization', name: card.company } } : {}),
    ...(card.email ? { email: `mailto:${card.email}` } : {}),
    ...(card.phone ? { telephone: card.phone } : {}),
    ...(card.location ? { address: card.location } : {}),
    ...(card.website ? { url: card.website } : {}),
    ...(card.bio ? { description: card.bio } : {}),
    ...(image ? { image } : {}),
    ...(socials.length ? { sameAs: socials } : {}),
  };

  const meta: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'profile'],
    ...(siteName ? [['property', 'og:site_name', siteName] as [string, string, string]] : []),
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (image) meta.push(['property', 'og:image', image], ['name', 'twitter:image', image]);

  const extra = [
    cardFontHead(card.fontFamily),
    ...meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    // The card as a home-screen app (docs/product.md#share-offline).
    `<link rel="manifest" href="${escapeHtml(cardManifestUrl(card.id))}">`,
    `<link rel="apple-touch-icon" href="${escapeHtml(homeScreenIconUrl(card.id, '180'))}">`,
    `<script type="application/ld+json">${jsonForScript(person)}</script>`,
  ]
    .filter(Boolean)
    .join('\n');

  const body = renderToString(
    <ShowcaseBody
      card={card}
      isOwner={isOwner}
      vcardUrl={`/api/card/get-vcard?id=${encodeURIComponent(card.id)}`}
    />,
  );
  const icon = branded
    ? PRODUCT_ICON
    : `<link rel="icon" type="image/png" sizes="192x192" href="${escapeHtml(homeScreenIconUrl(card.id, '192'))}">`;
  return documentOf(
    head(title, extra, assets, { themeColor: card.accentColor, icon }),
    body,
    assets,
    card.template,
  );
}

/** The not-found, missing-id and failure states of the same page. */
export function renderCardPageProblem(
  kind: 'not-found' | 'missing-id' | 'failed',
  assets: EntryAssets,
): string {
  const home = (
    <a href="/" className={cardNotFoundHomeClass}>
      {PRODUCT}
    </a>
  );
  const message =
    kind === 'missing-id' ? 'Missing card id' : 'Unable to load this card. Please try again later.';
  const body =
    kind === 'not-found' ? (
      <main className="flex min-h-dvh flex-col bg-slate-100">
        <CardNotFound />
      </main>
    ) : (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-100 px-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{message}</h1>
        {home}
      </main>
    );
  const title = kind === 'not-found' ? `Card not found | ${PRODUCT}` : `${message} | ${PRODUCT}`;
  // The script is left out: there is nothing on these pages for it to do.
  const noScript = { ...assets, scripts: [], preloads: [] };
  return documentOf(head(title, '', noScript), renderToString(body), noScript);
}
