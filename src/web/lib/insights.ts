import {
  CARD_LINK_LABELS,
  CARD_LINKS,
  INSIGHT_RANGES,
  type CardLink,
  type InsightRange,
} from '../../shared/analytics';

/**
 * How Insights (docs/product.md#insights) names what the server counts: its sources, links,
 * devices and ranges, and the figures themselves.
 */

const DEFAULT_INSIGHT_RANGE: InsightRange = 30;

/** A `?days=` value as one of the four ranges, or the default for anything else. */
export function rangeFromParam(value: string | null): InsightRange {
  const days = Number(value);
  return INSIGHT_RANGES.find((range) => range === days) ?? DEFAULT_INSIGHT_RANGE;
}

export const rangeLabel = (days: InsightRange) => (days === 365 ? '12 months' : `${days} days`);

const OUR_SOURCES: Record<string, string> = {
  qr: 'QR code',
  nfc: 'NFC tag',
  wallet: 'Wallet pass',
  signature: 'E-mail signature',
  background: 'Phone wallpaper',
  print: 'Printed card',
  direct: 'Direct or unknown',
  other: 'Other sites',
};

/** One of our own sources in words; any other value is the referring site's host name. */
export const sourceLabel = (source: string) => OUR_SOURCES[source] ?? source;

const isCardLink = (link: string): link is CardLink =>
  (CARD_LINKS as readonly string[]).includes(link);

export const linkLabel = (link: string) => (isCardLink(link) ? CARD_LINK_LABELS[link] : link);

const DEVICE_LABELS: Record<string, string> = { mobile: 'Mobile', desktop: 'Desktop' };

export const deviceLabel = (device: string) => DEVICE_LABELS[device] ?? device;

const COUNT = new Intl.NumberFormat('en-US');
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (value: number) => COUNT.format(value);

/** A share (0.25) as '25%'. */
export const formatPercent = (share: number) => PERCENT.format(share);

// The server's days are UTC days: written in UTC, so no time zone moves one to its neighbour.
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** '2026-11-25' as 'Nov 25'. */
export const formatDay = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/** '2026-11-25' as 'Nov 25, 2026'. */
export const formatLongDay = (date: string) => LONG_DAY.format(new Date(`${date}T00:00:00Z`));

/** What the bot filter left out, in words: '3 visits from bots and link previews were not counted.' */
export const botsNote = (bots: number) =>
  bots === 1
    ? '1 visit from bots and link previews was not counted.'
    : `${formatCount(bots)} visits from bots and link previews were not counted.`;

/** The leads judged a script's, in words, where the tiles are not shown. */
export const blockedLeadsNote = (blocked: number) =>
  blocked === 1
    ? '1 contact submission that looked automated was blocked.'
    : `${formatCount(blocked)} contact submissions that looked automated were blocked.`;

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
