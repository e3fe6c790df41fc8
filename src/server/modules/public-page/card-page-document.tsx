import { renderToString } from 'react-dom/server';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import type { PublicCard } from '../../../shared/card';
import { directionOf, type Language } from '../../../shared/i18n/languages';
import { fontFaceCss, fontPreloads } from '../../../shared/card-fonts';
import { cardManifestUrl, homeScreenIconUrl } from '../../../shared/home-screen';
import { PRODUCT_NAME } from '../../../shared/ui/brand';
import { CardNotFound, cardNotFoundHomeClass } from '../../../shared/ui/card-not-found';
import type { ShowcaseLanguages } from '../../../shared/ui/page-languages';
import { ShowcaseBody } from '../../../shared/ui/showcase-body';
import { escapeHtml } from '../../lib/html';
import type { EntryAssets } from '../../plugins/web-assets';
import { pageIntl, scriptTexts } from './page-language';

const PRODUCT = PRODUCT_NAME;

export interface ShowcaseDocumentOptions {
  card: PublicCard;
  isOwner: boolean;
  publicUrl: string;
  assets: EntryAssets;
  /**
   * The page's language and the card's shown one (docs/product.md#card-languages); `explicit`:
   * the language the address names (`?lang=`), if any.
   */
  languages?: Omit<ShowcaseLanguages, 'hrefOf'> & { explicit?: Language };
  /** The vCard's address: the card's shown language when it has more than one. */
  vcardUrl?: string;
}

/** JSON for a <script type="application/ld+json"> block: nothing in it can close the element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function describe(card: PublicCard, intl: IntlShape): string {
  if (card.bio.trim()) return card.bio.trim();
  const role =
    card.jobTitle && card.company
      ? intl.formatMessage(
          { id: 'publicPage.roleAt' },
          { jobTitle: card.jobTitle, company: card.company },
        )
      : card.jobTitle || card.company;
  return (
    [role, card.location].filter(Boolean).join(' · ') ||
    intl.formatMessage({ id: 'publicPage.defaultDescription' }, { name: card.fullName })
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
  language: Language = 'en',
) => `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"${template ? ` data-template="${escapeHtml(template)}"` : ''}>
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
  languages = { page: 'en', card: 'en', cardLanguages: ['en'] },
  vcardUrl = `/api/card/get-vcard?id=${encodeURIComponent(card.id)}`,
}: ShowcaseDocumentOptions): string {
  const intl = pageIntl(languages.page);
  const bareUrl = `${publicUrl}/showcase?id=${encodeURIComponent(card.id)}`;
  const inLanguage = (language: Language) => `${bareUrl}&lang=${language}`;
  // The address names a language only when one was chosen: that page is its own.
  const pageUrl = languages.explicit ? inLanguage(languages.explicit) : bareUrl;
  const absolute = (url: string | null) => (url ? new URL(url, publicUrl).toString() : undefined);
  const image = absolute(card.profileImageUrl) ?? absolute(card.bannerImageUrl);
  // With branding hidden (Premium, docs/product.md#card-design) nothing in the page names us: not
  // the title, not the site name of link previews, not the icon in the browser's tab (the card's
  // own home-screen icon instead).
  const branded = !card.hideBranding;
  const name = `${card.fullName}${card.jobTitle ? ` – ${card.jobTitle}` : ''}`;
  const title = branded ? `${name} | ${PRODUCT}` : name;
  const siteName = branded ? PRODUCT : card.company.trim();
  const description = describe(card, intl);
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
    // The card in each of its languages, and the address that picks one for the visitor.
    ...(languages.cardLanguages.length > 1
      ? [
          ...languages.cardLanguages.map(
            (language) =>
              `<link rel="alternate" hreflang="${language}" href="${escapeHtml(inLanguage(language))}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(bareUrl)}">`,
        ]
      : []),
    // The card as a home-screen app (docs/product.md#share-offline).
    `<link rel="manifest" href="${escapeHtml(cardManifestUrl(card.id))}">`,
    `<link rel="apple-touch-icon" href="${escapeHtml(homeScreenIconUrl(card.id, '180'))}">`,
    `<script type="application/ld+json">${jsonForScript(person)}</script>`,
  ]
    .filter(Boolean)
    .join('\n');

  const relative = (language: Language) =>
    `/showcase?id=${encodeURIComponent(card.id)}&lang=${language}`;
  const body = renderToString(
    <RawIntlProvider value={intl}>
      <ShowcaseBody
        card={card}
        isOwner={isOwner}
        vcardUrl={vcardUrl}
        languages={{ ...languages, hrefOf: relative }}
      />
    </RawIntlProvider>,
  );
  // The script's few words in the page's language, inline (never the catalogue).
  const texts = `<script type="application/json" id="page-texts">${jsonForScript(scriptTexts(languages.page))}</script>`;
  const icon = branded
    ? PRODUCT_ICON
    : `<link rel="icon" type="image/png" sizes="192x192" href="${escapeHtml(homeScreenIconUrl(card.id, '192'))}">`;
  return documentOf(
    head(title, extra, assets, { themeColor: card.accentColor, icon }),
    `${body}
${texts}`,
    assets,
    card.template,
    languages.page,
  );
}

export type CardPageProblem = 'not-found' | 'missing-id' | 'failed';

const PROBLEM_HEADINGS = {
  'not-found': 'publicPage.problem.notFoundTitle',
  'missing-id': 'publicPage.problem.missingId',
  failed: 'publicPage.problem.failed',
} as const;

/**
 * The not-found, missing-id and failure states of the same page, in the visitor's language (the
 * card page's: page-language.ts), with `<html lang dir>` to match.
 */
export function renderCardPageProblem(
  kind: CardPageProblem,
  assets: EntryAssets,
  language: Language = 'en',
): string {
  const intl = pageIntl(language);
  const home = (
    <a href="/" className={cardNotFoundHomeClass}>
      {PRODUCT}
    </a>
  );
  const heading = intl.formatMessage({ id: PROBLEM_HEADINGS[kind] });
  const body =
    kind === 'not-found' ? (
      <main className="flex min-h-dvh flex-col bg-slate-100">
        <CardNotFound />
      </main>
    ) : (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-100 px-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        {home}
      </main>
    );
  const title = `${heading} | ${PRODUCT}`;
  // The script is left out: there is nothing on these pages for it to do.
  const noScript = { ...assets, scripts: [], preloads: [] };
  return documentOf(
    head(title, '', noScript),
    renderToString(<RawIntlProvider value={intl}>{body}</RawIntlProvider>),
    noScript,
    undefined,
    language,
  );
}
