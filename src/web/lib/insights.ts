import {
  CARD_LINK_LABELS,
  CARD_LINKS,
  INSIGHT_RANGES,
  type CardLink,
  type InsightRange,
} from '../../shared/analytics';
import type { MessageId } from '../../shared/i18n/catalogue';
import { activeLocale, formatNumber } from './format';
import { activeLanguage, translate } from './i18n/intl';

/**
 * How Insights (docs/product.md#insights) names what the server counts: its sources, links,
 * devices and ranges, and the figures themselves, in the active language (read when called).
 */

const DEFAULT_INSIGHT_RANGE: InsightRange = 30;

/** A `?days=` value as one of the four ranges, or the default for anything else. */
export function rangeFromParam(value: string | null): InsightRange {
  const days = Number(value);
  return INSIGHT_RANGES.find((range) => range === days) ?? DEFAULT_INSIGHT_RANGE;
}

export const rangeLabel = (days: InsightRange) =>
  days === 365 ? translate('insights.range.year') : translate('insights.range.days', { days });

const OUR_SOURCES: Record<string, MessageId> = {
  qr: 'insights.source.qr',
  nfc: 'insights.source.nfc',
  wallet: 'insights.source.wallet',
  signature: 'insights.source.signature',
  background: 'insights.source.background',
  print: 'insights.source.print',
  direct: 'insights.source.direct',
  other: 'insights.source.other',
};

/** One of our own sources in words; any other value is the referring site's host name. */
export const sourceLabel = (source: string) =>
  Object.hasOwn(OUR_SOURCES, source) ? translate(OUR_SOURCES[source]!) : source;

const isCardLink = (link: string): link is CardLink =>
  (CARD_LINKS as readonly string[]).includes(link);

/** The links whose names are words; the others are names of services, the same in every language. */
const LINK_WORDS: Partial<Record<CardLink, MessageId>> = {
  website: 'insights.link.website',
  email: 'insights.link.email',
  phone: 'insights.link.phone',
};

export function linkLabel(link: string): string {
  if (!isCardLink(link)) return link;
  const word = LINK_WORDS[link];
  return word ? translate(word) : CARD_LINK_LABELS[link];
}

const DEVICE_LABELS: Record<string, MessageId> = {
  mobile: 'insights.device.mobile',
  desktop: 'insights.device.desktop',
};

export const deviceLabel = (device: string) =>
  Object.hasOwn(DEVICE_LABELS, device) ? translate(DEVICE_LABELS[device]!) : device;

/** English writes figures and days as US English; another language its own way. */
const figureLocale = () => (activeLanguage() === 'en' ? 'en-US' : activeLocale());

/** A count in the active language's digits: '1,234', '1.234', '١٬٢٣٤'. */
export const formatCount = (value: number) => formatNumber(value, figureLocale());

/** A share (0.25) as '25%' ('25 %', '٢٥٪'). */
export const formatPercent = (share: number) =>
  new Intl.NumberFormat(figureLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(
    share,
  );

// The server's days are UTC days: written in UTC, so no time zone moves one to its neighbour.
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** '2026-11-25' as 'Nov 25' ('25. Nov.', '11月25日'). */
export const formatDay = (date: string) =>
  new Intl.DateTimeFormat(figureLocale(), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(date));

/** '2026-11-25' as 'Nov 25, 2026' ('25.11.2026', '2026/11/25'). */
export const formatLongDay = (date: string) =>
  new Intl.DateTimeFormat(figureLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    utcDay(date),
  );

/** What the bot filter left out, in words: '3 visits from bots and link previews were not counted.' */
export const botsNote = (bots: number) => translate('insights.bots', { count: bots });

/** The leads judged a script's, in words, where the tiles are not shown. */
export const blockedLeadsNote = (blocked: number) =>
  translate('insights.blockedLeads', { count: blocked });

/**
 * The Excel or CSV download of the daily figures for a card (or all cards) and range, the user's
 * own or, with `orgId`, an organisation's.
 */
export function exportUrl(
  cardId: string | null,
  days: InsightRange,
  ending: 'xlsx' | 'csv',
  orgId: string | null = null,
): string {
  const params = new URLSearchParams();
  if (orgId) params.set('orgId', orgId);
  if (cardId) params.set('cardId', cardId);
  params.set('days', String(days));
  return `/api/analytics/export.${ending}?${params.toString()}`;
}
