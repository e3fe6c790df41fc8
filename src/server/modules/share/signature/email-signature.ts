/**
 * The card as an e-mail signature (docs/product.md#share-signature), a pure function of the card.
 *
 * Mail programs are not browsers: Gmail drops <style> and classes, Outlook on Windows draws with
 * Word (no flexbox, grid or background images; widths from attributes), Apple Mail follows the
 * pasted markup. So the HTML is tables, attributes Outlook reads (width, bgcolor, cellpadding) and
 * inline styles, in a web-safe font stack; every address is absolute, every image has a fixed size
 * and alt text, and every piece of card text is escaped. Gmail refuses signatures of 10,000
 * characters or more: each field is capped, and a signature still too long drops its least
 * needed lines, so no card can pass the limit (docs/ARCHITECTURE.md, "E-mail signature").
 */
import type { Card } from '../../../../shared/card';
import { fontOf } from '../../../../shared/card-design';
import {
  CONTRAST_TEXT,
  ensureContrast,
  INK,
  WHITE,
  type HexColor,
} from '../../../../shared/contrast';
import {
  SIGNATURE_MAX_HTML_LENGTH,
  type EmailSignature,
  type SignatureLayoutId,
} from '../../../../shared/email-signature';
import { escapeHtml } from '../../../lib/html';

/** An image at an absolute address, drawn at this size (its own proportions kept). */
export interface SignatureImage {
  url: string;
  width: number;
  height: number;
}

export type SignatureCard = Pick<
  Card,
  | 'id'
  | 'fullName'
  | 'jobTitle'
  | 'company'
  | 'bio'
  | 'email'
  | 'phone'
  | 'website'
  | 'location'
  | 'accentColor'
  | 'fontFamily'
>;

/** The signature's own words (not the card's), in the card's language. */
export interface SignatureWords {
  viewCard: string;
  viewCardArrow: string;
  myCard: string;
  logo: (name: string) => string;
  phoneLine: (phone: string) => string;
  emailLine: (email: string) => string;
  websiteLine: (website: string) => string;
  cardLine: (url: string) => string;
  /** Between the job title and the company. */
  roleSeparator: string;
}

export const ENGLISH_SIGNATURE_WORDS: SignatureWords = {
  viewCard: 'View my digital card',
  viewCardArrow: 'View my digital card →',
  myCard: 'My card',
  logo: (name) => `${name} logo`,
  phoneLine: (phone) => `Phone: ${phone}`,
  emailLine: (email) => `E-mail: ${email}`,
  websiteLine: (website) => `Website: ${website}`,
  cardLine: (url) => `My card: ${url}`,
  roleSeparator: ', ',
};

export interface SignatureInput {
  card: SignatureCard;
  /** English when not given. */
  words?: SignatureWords;
  /** The site's origin (https://cards.example.com): the card's link and the images live there. */
  origin: string;
  photo?: SignatureImage;
  logo?: SignatureImage;
  /** The direction of the card's language; left to right when not given. */
  direction?: 'ltr' | 'rtl';
}

/** The boxes images are fitted into, in CSS pixels. */
export const PHOTO_BOX = { width: 80, height: 80 } as const;
export const LOGO_BOX = { width: 120, height: 40 } as const;

/** Characters of a field shown at most (before escaping); longer text ends in an ellipsis. */
const FIELD_MAX = 100;
const BIO_MAX = 80;

const MUTED: HexColor = '#475569';

/** What each layout draws from: the card's text already capped, colours already checked. */
interface Parts {
  name: string;
  jobTitle: string;
  company: string;
  bio: string;
  location: string;
  email: string;
  phone: string;
  website: string;
  cardUrl: string;
  photo?: SignatureImage;
  logo?: SignatureImage;
  font: string;
  words: SignatureWords;
  /** Links and the accent line: 4.5:1 or more on white, mail's usual background. */
  accent: HexColor;
  /** Text on an accent fill. */
  onAccent: HexColor;
  /** Arabic or Hebrew: the signature is mirrored (see `mirror`). */
  rtl: boolean;
}

export const cap = (value: string, max: number): string => {
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
};

/** The address the signature's links open: the card page, counted as a signature visit. */
export const signatureCardUrl = (origin: string, id: string) =>
  `${origin}/showcase?id=${encodeURIComponent(id)}&src=signature`;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const bareWebsite = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** Web-safe stacks only: a mail program has none of the card's web fonts. */
const fontStack = (fontId: string) =>
  fontOf(fontId).stack.includes('ui-serif')
    ? "Georgia,'Times New Roman',serif"
    : 'Arial,Helvetica,sans-serif';

/** `url` as an absolute http(s) address, relative ones taken from `origin`; undefined otherwise. */
export function absoluteImage(
  image: SignatureImage | undefined,
  origin: string,
): SignatureImage | undefined {
  if (!image) return undefined;
  const url = new URL(image.url, origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return { url: url.href, width: Math.round(image.width), height: Math.round(image.height) };
}

function partsOf(input: SignatureInput): Parts {
  const { card, origin } = input;
  const accent = ensureContrast(card.accentColor, WHITE, CONTRAST_TEXT);
  return {
    name: cap(card.fullName, FIELD_MAX),
    jobTitle: cap(card.jobTitle, FIELD_MAX),
    company: cap(card.company, FIELD_MAX),
    bio: cap(card.bio, BIO_MAX),
    location: cap(card.location, FIELD_MAX),
    // Addresses are never shortened: a cut address leads nowhere.
    email: card.email.trim(),
    phone: card.phone.trim(),
    website: card.website.trim(),
    cardUrl: signatureCardUrl(origin, card.id),
    photo: absoluteImage(input.photo, origin),
    logo: absoluteImage(input.logo, origin),
    font: fontStack(card.fontFamily),
    words: input.words ?? ENGLISH_SIGNATURE_WORDS,
    accent,
    // The accent reaches 4.5:1 against white, so white on the accent does too.
    onAccent: WHITE,
    rtl: input.direction === 'rtl',
  };
}

const e = escapeHtml;

const link = (href: string, label: string, color: HexColor) =>
  `<a href="${e(href)}" style="color:${color};text-decoration:none">${e(label)}</a>`;

const img = (image: SignatureImage, alt: string, style: string) =>
  `<img src="${e(image.url)}" width="${image.width}" height="${image.height}" alt="${e(alt)}" border="0" style="display:block;border:0;${style}">`;

/**
 * A right-to-left signature's pieces, each given only when the card's language reads right to
 * left, so a left-to-right signature stays what it always was. Mail programs keep the `dir` and
 * `align` attributes where many drop classes and some drop `text-align`, so both are given.
 */
const mirror = {
  /** Every table: nested tables in Outlook do not take the outer one's direction. */
  table: (p: Parts) => (p.rtl ? ' dir="rtl"' : ''),
  /** A cell of text, set against the right edge. */
  align: (p: Parts) => (p.rtl ? ' align="right"' : ''),
  textAlign: (p: Parts) => (p.rtl ? 'text-align:right;' : ''),
  /** `padding` with its left and right swapped. */
  padding: (p: Parts, top: string, right: string, bottom: string, left: string) =>
    `padding:${top} ${p.rtl ? left : right} ${bottom} ${p.rtl ? right : left}`,
  /**
   * A phone number, an address or a link isolated left to right, so its `+`, `@` and `/` stay in
   * place inside right-to-left text: the attribute for mail programs, the style for those that
   * drop it.
   */
  ltr: (p: Parts, html: string) =>
    p.rtl ? `<span dir="ltr" style="direction:ltr;unicode-bidi:isolate">${html}</span>` : html,
};

/** The contact links of a card, in the order people use them. */
function contactLinks(p: Parts): string[] {
  const links = [
    link(telHref(p.phone), p.phone, p.accent),
    link(`mailto:${p.email}`, p.email, p.accent),
  ];
  if (p.website) links.push(link(p.website, bareWebsite(p.website), p.accent));
  return links.map((html) => mirror.ltr(p, html));
}

const separator = (color: HexColor) => `<span style="color:${color}">&nbsp;|&nbsp;</span>`;

const table = (p: Parts, attributes: string, rows: string) =>
  `<table cellpadding="0" cellspacing="0" border="0" role="presentation"${attributes}${mirror.table(p)} style="border-collapse:collapse">${rows}</table>`;

const roleLine = (p: Parts) =>
  `<span style="color:${p.accent}">${e(p.jobTitle)}</span>${p.company ? `<span style="color:${MUTED}">${e(p.words.roleSeparator)}${e(p.company)}</span>` : ''}`;

function classic(p: Parts): string {
  const text = `font-family:${p.font};font-size:14px;line-height:20px;color:${INK}`;
  const lines = [
    `<b style="font-size:16px;color:${INK}">${e(p.name)}</b>`,
    roleLine(p),
    p.bio ? `<span style="color:${MUTED}">${e(p.bio)}</span>` : '',
    p.location ? `<span style="color:${MUTED}">${e(p.location)}</span>` : '',
    contactLinks(p).join(separator(MUTED)),
    `<b>${link(p.cardUrl, p.words.viewCard, p.accent)}</b>`,
  ].filter(Boolean);
  const logo = p.logo
    ? `<tr><td${mirror.align(p)} style="padding:8px 0 0 0">${img(p.logo, p.words.logo(p.company || p.name), '')}</td></tr>`
    : '';
  // The accent line stands between the photo and the text: on the text's start side.
  const details = `<td valign="top"${mirror.align(p)} style="border-${p.rtl ? 'right' : 'left'}:3px solid ${p.accent};${mirror.padding(p, '0', '0', '0', '12px')};${mirror.textAlign(p)}${text}">${table(p, '', `<tr><td${mirror.align(p)} style="${mirror.textAlign(p)}${text}">${lines.join('<br>')}</td></tr>${logo}`)}</td>`;
  const photo = p.photo
    ? `<td valign="top" width="${p.photo.width + 12}" style="${mirror.padding(p, '0', '12px', '0', '0')}"><a href="${e(p.cardUrl)}">${img(p.photo, p.name, `border-radius:${Math.min(p.photo.width, p.photo.height) / 2}px`)}</a></td>`
    : '';
  // First in the row: on the left, or on the right in a right-to-left table.
  return table(p, '', `<tr>${photo}${details}</tr>`);
}

function compact(p: Parts): string {
  const text = `font-family:${p.font};font-size:13px;line-height:19px;color:${INK}`;
  const first = `<b>${e(p.name)}</b>${separator(MUTED)}${roleLine(p)}`;
  const second = [...contactLinks(p), link(p.cardUrl, p.words.myCard, p.accent)].join(
    separator(MUTED),
  );
  return table(
    p,
    '',
    `<tr><td${mirror.align(p)} style="${mirror.textAlign(p)}${text}">${first}<br>${second}</td></tr>`,
  );
}

function banner(p: Parts): string {
  const text = `font-family:${p.font};font-size:14px;line-height:20px;color:${INK}`;
  const head =
    `<tr><td bgcolor="${p.accent}"${mirror.align(p)} style="${mirror.textAlign(p)}background-color:${p.accent};padding:12px 16px;font-family:${p.font};color:${p.onAccent}">` +
    `<b style="font-size:18px;line-height:24px;color:${p.onAccent}">${e(p.name)}</b><br>` +
    `<span style="font-size:14px;line-height:20px;color:${p.onAccent}">${e(p.jobTitle)}${p.company ? `${e(p.words.roleSeparator)}${e(p.company)}` : ''}</span></td></tr>`;
  const lines = [
    p.bio ? `<span style="color:${MUTED}">${e(p.bio)}</span>` : '',
    contactLinks(p).join(separator(MUTED)),
    p.location ? `<span style="color:${MUTED}">${e(p.location)}</span>` : '',
  ].filter(Boolean);
  const logo = p.logo
    ? `<td valign="middle" width="${p.logo.width + 16}" style="${mirror.padding(p, '0', '16px', '0', '0')}">${img(p.logo, p.words.logo(p.company || p.name), '')}</td>`
    : '';
  const body = `<tr><td${mirror.align(p)} style="padding:12px 16px;border:1px solid #e2e8f0;border-top:0">${table(p, '', `<tr>${logo}<td valign="middle"${mirror.align(p)} style="${mirror.textAlign(p)}${text}">${lines.join('<br>')}</td></tr>`)}</td></tr>`;
  const button = `<tr><td${mirror.align(p)} style="padding:10px 16px 0 16px;${mirror.textAlign(p)}${text}"><b>${link(p.cardUrl, p.words.viewCardArrow, p.accent)}</b></td></tr>`;
  return table(p, ' width="480"', head + body + button);
}

const LAYOUTS: Record<SignatureLayoutId, (parts: Parts) => string> = { classic, compact, banner };

function plainText(p: Parts): string {
  return [
    p.name,
    [p.jobTitle, p.company].filter(Boolean).join(p.words.roleSeparator),
    p.bio,
    p.location,
    p.words.phoneLine(p.phone),
    p.words.emailLine(p.email),
    p.website ? p.words.websiteLine(p.website) : '',
    p.words.cardLine(p.cardUrl),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * What a signature leaves out, in turn, while it is still too long: the bio, the location, the
 * website, the company line. Only hostile input (every character one that escaping lengthens)
 * gets this far.
 */
const SHEDDING: ((parts: Parts) => Parts)[] = [
  (p) => ({ ...p, bio: '' }),
  (p) => ({ ...p, location: '' }),
  (p) => ({ ...p, website: '' }),
  (p) => ({ ...p, company: '', logo: undefined }),
  (p) => ({ ...p, jobTitle: cap(p.jobTitle, 20), name: cap(p.name, 40) }),
];

/** The card's signature in `layout`: HTML under the mail programs' limit, and plain text. */
export function buildEmailSignature(
  input: SignatureInput,
  layout: SignatureLayoutId,
): EmailSignature {
  let parts = partsOf(input);
  let html = LAYOUTS[layout](parts);
  for (const shed of SHEDDING) {
    if (html.length < SIGNATURE_MAX_HTML_LENGTH) break;
    parts = shed(parts);
    html = LAYOUTS[layout](parts);
  }
  return { html, text: plainText(partsOf(input)) };
}
