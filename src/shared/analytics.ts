/**
 * Insights (docs/product.md#insights): what the server counts for each card and day, and the API's
 * shapes. Counting is private by construction: no cookies, no stored address or user agent, only
 * a per-day keyed hash whose key is destroyed the next day.
 */
import { z } from 'zod';

/** The ranges an owner can pick, in days, today included. */
export const INSIGHT_RANGES = [7, 30, 90, 365] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

/**
 * What a card counts, per day. `bot` is what was filtered out: previews, crawlers, HEAD.
 * `blocked` is a contact exchange submission judged a script's (docs/product.md#leads): answered
 * like any other, stored nowhere, and counted so that the owner sees it.
 */
export const ANALYTICS_EVENTS = [
  'view',
  'scan',
  'nfc',
  'save',
  'click',
  'share',
  'lead',
  'blocked',
  'wallet',
  'bot',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/**
 * The `src` values our own codes and links put on a card's address. Any other value (forged or
 * mistyped) counts as a direct visit.
 */
export const VISIT_SOURCES = ['qr', 'nfc', 'wallet', 'signature', 'background', 'print'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

/** Where a visit came from: one of ours, `direct`, or the referring site's host name. */
export type SourceLabel = VisitSource | 'direct' | (string & {});

/** The links on a card a click can be counted for. */
export const CARD_LINKS = [
  'website',
  'email',
  'phone',
  'linkedin',
  'github',
  'twitter',
  'facebook',
  'instagram',
] as const;
export type CardLink = (typeof CARD_LINKS)[number];

export const CARD_LINK_LABELS: Record<CardLink, string> = {
  website: 'Website',
  email: 'E-mail',
  phone: 'Phone',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

export const DEVICES = ['mobile', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

const rangeSchema = z.literal(INSIGHT_RANGES, {
  error: 'Choose a range of 7, 30, 90 or 365 days.',
});

export const analyticsSummaryRequestSchema = z.object({
  /** An organisation's (docs/product.md#team-insights-and-leads): those the caller may see. */
  orgId: z.string().trim().min(1).max(64).optional(),
  /** One of the caller's cards; all of them when absent. */
  cardId: z.string().trim().min(1).max(64).optional(),
  days: rangeSchema,
});
export type AnalyticsSummaryRequest = z.infer<typeof analyticsSummaryRequestSchema>;

export const analyticsExportQuerySchema = z.object({
  /** An organisation's (docs/product.md#team-insights-and-leads): those the caller may see. */
  orgId: z.string().trim().min(1).max(64).optional(),
  cardId: z.string().trim().min(1).max(64).optional(),
  days: z.coerce.number().pipe(rangeSchema),
});

const count = z.number().int().nonnegative();

export const analyticsTotalsSchema = z.object({
  views: count,
  uniqueVisitors: count,
  scans: count,
  nfcTaps: count,
  saves: count,
  clicks: count,
  shares: count,
  leads: count,
  /** Contact exchange submissions judged a script's: not stored, not mailed. */
  blockedLeads: count,
  bots: count,
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const analyticsDaySchema = z.object({
  /** YYYY-MM-DD, a UTC day. */
  date: z.string(),
  views: count,
  uniqueVisitors: count,
  scans: count,
  saves: count,
  clicks: count,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/**
 * One member's figures in an organisation's summary (docs/product.md#team-insights-and-leads):
 * the cards assigned to them and those cards' counts over the range. `memberId` null is the row
 * of the cards assigned to no one (`Unassigned`).
 */
export const memberFiguresSchema = z.object({
  memberId: z.string().nullable(),
  /** The member's name and sign-in address; empty for the unassigned cards. */
  name: z.string(),
  email: z.string(),
  cards: count,
  views: count,
  uniqueVisitors: count,
  scans: count,
  nfcTaps: count,
  saves: count,
  clicks: count,
  shares: count,
  leads: count,
});
export type MemberFigures = z.infer<typeof memberFiguresSchema>;

/** The name the unassigned cards' row goes by, on screen and in the CSV. */
export const UNASSIGNED_MEMBER = 'Unassigned';

export const analyticsSummarySchema = z.object({
  totals: analyticsTotalsSchema,
  /** Every day of the range, oldest first, days without visits as zeros. */
  daily: z.array(analyticsDaySchema),
  /** Most first. */
  sources: z.array(z.object({ source: z.string(), count })),
  links: z.array(z.object({ link: z.string(), count })),
  devices: z.array(z.object({ device: z.string(), count })),
  /**
   * With `orgId`, for its owners and admins over all its cards: every member (most views first,
   * then by name) and, when some cards are assigned to no one, their row last. Absent otherwise:
   * a member sees their own cards' figures, never a breakdown of the others'.
   */
  members: z.array(memberFiguresSchema).optional(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** Each of the caller's cards with its views of the last 30 days (the My Cards tiles). */
export const recentViewsSchema = z.object({
  items: z.array(z.object({ cardId: z.string(), views: count })),
});
export type RecentViews = z.infer<typeof recentViewsSchema>;

/** The admin console's figures: the platform's totals and its most-viewed cards. */
export const adminAnalyticsSchema = z.object({
  totals: analyticsTotalsSchema,
  daily: z.array(analyticsDaySchema),
  topCards: z.array(
    z.object({
      cardId: z.string(),
      fullName: z.string(),
      title: z.string(),
      ownerEmail: z.string(),
      views: count,
      uniqueVisitors: count,
    }),
  ),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** The beacon the public page sends when a link is followed or the share button used. */
export const analyticsBeaconSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('click'),
    cardId: z.string().min(1).max(64),
    link: z.enum(CARD_LINKS),
  }),
  z.object({ event: z.literal('share'), cardId: z.string().min(1).max(64) }),
]);
export type AnalyticsBeacon = z.infer<typeof analyticsBeaconSchema>;

/** Saves per unique visitor, as a share (0 when nobody visited). */
export const saveRate = (totals: Pick<AnalyticsTotals, 'saves' | 'uniqueVisitors'>) =>
  totals.uniqueVisitors === 0 ? 0 : totals.saves / totals.uniqueVisitors;
