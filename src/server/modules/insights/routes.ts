/**
 * Insights routes (docs/product.md#insights): the owner's summary, its CSV and Excel file, the
 * tiles' 30-day views, the admin console's figures, and the beacon the public page sends for
 * clicks and shares.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAnalyticsSchema,
  analyticsBeaconSchema,
  analyticsExportQuerySchema,
  analyticsSummaryRequestSchema,
  analyticsSummarySchema,
  INSIGHT_RANGES,
  recentViewsSchema,
} from '../../../shared/analytics';
import { apiErrorSchema } from '../../../shared/errors';
import { AppError } from '../../lib/app-error';
import { rateLimitAddress } from '../../lib/client-address';
import { enforceRateLimits } from '../../lib/rate-limiter';
import { ReadsUntilWritten } from '../../lib/reads-until-written';
import {
  signedInErrors,
  signedInSecurity,
  tokenErrors,
  tokenSecurity,
} from '../../lib/route-schemas';
import { XLSX_CONTENT_TYPE } from '../../lib/spreadsheet';
import { requireAdmin, requireProfile, requireProfileOrToken } from '../../plugins/auth';
import { scopeOf, type Principal } from '../access';
import { organisationScope } from '../organisations';
import { findCardFor } from '../cards';
import { utcDay, visitOf } from './counter';
import {
  adminSummary,
  ownerSummary,
  recentViews,
  summaryCsv,
  summaryXlsx,
  type OwnerScope,
} from './insights';
import { memberDailyCsv, memberFigures } from './members';

/** Clicks and shares one address may report a minute (a person taps far fewer). */
const BEACONS_PER_MINUTE = 60;

/** The file name of an export of the daily figures. */
const exportName = (cardId: string | undefined, days: number, ending: string) =>
  `cardvault-insights-${cardId ? 'card' : 'all-cards'}-${days}-days${ending}`;

/**
 * The organisation whose every card a scope covers (its owners' and admins' figures, all cards),
 * the one case that has figures per member; undefined for a member's own, one card, or a person's.
 */
const wholeOrganisation = (scope: OwnerScope): string | undefined =>
  'cards' in scope &&
  typeof scope.cards === 'object' &&
  'organisationId' in scope.cards &&
  scope.cards.assigneeId === undefined
    ? scope.cards.organisationId
    : undefined;

/** Summaries kept while no count or card is written (PGlite: lib/reads-until-written.ts). */
const KEPT_SUMMARIES = 1_000;

export interface InsightsRouteOptions {
  /**
   * A public card by its id, or undefined: the beacon counts only for cards anyone may see. Given
   * by the app (the public page's cached lookup), so that this module needs nothing of that one.
   */
  findPublicCard: (id: string) => Promise<{ id: string } | undefined>;
}

export const insightsRoutes: FastifyPluginAsyncZod<InsightsRouteOptions> = async (
  app,
  { findPublicCard },
) => {
  const summaries = new ReadsUntilWritten<Awaited<ReturnType<typeof ownerSummary>>>(
    app.database.writesTo?.(['card_daily_stats', 'cards']),
    KEPT_SUMMARIES,
  );
  /**
   * One of the caller's cards, or all the cards whose figures the access policy lets them see;
   * another user's card is 404 like an unknown one.
   */
  async function cardsOf(
    principal: Principal,
    cardId: string | undefined,
    orgId?: string,
  ): Promise<OwnerScope> {
    if (cardId !== undefined) {
      await findCardFor(app, principal, 'view', cardId);
      return { cardId };
    }
    if (orgId === undefined) return { cards: scopeOf(principal, 'view', 'insights') };
    const db = app.database.db;
    const scope = await organisationScope(
      db,
      principal.userId,
      orgId,
      'view',
      'insights',
      'own-insights',
    );
    return { cards: scope };
  }

  app.post(
    '/api/analytics/summary',
    {
      schema: {
        tags: ['insights'],
        summary: `Views, unique visitors, scans, saves, clicks and shares of one of your cards or all of them, over ${INSIGHT_RANGES.join(', ')} days; with orgId, an organisation's (for its owners and admins over all its cards, per member too)`,
        security: tokenSecurity('insights:read'),
        body: analyticsSummaryRequestSchema,
        response: { 200: analyticsSummarySchema, ...tokenErrors },
      },
    },
    async (request) => {
      const { principal } = await requireProfileOrToken(app, request, 'insights:read', {
        orgId: request.body.orgId,
      });
      const { cardId, days, orgId } = request.body;
      // An organisation's figures also change with its memberships: they are read every time.
      if (orgId) {
        const scope = await cardsOf(principal, cardId, orgId);
        const summary = await ownerSummary(app.database.db, scope, days);
        const whole = wholeOrganisation(scope);
        if (!whole) return summary;
        return { ...summary, members: await memberFigures(app.database.db, whole, days) };
      }
      // Kept per day (UTC): the range ends today.
      const key = `${principal.userId}\n${cardId ?? ''}\n${days}\n${utcDay(new Date())}`;
      return summaries.read(key, async () =>
        ownerSummary(app.database.db, await cardsOf(principal, cardId), days),
      );
    },
  );

  app.get(
    '/api/analytics/export.csv',
    {
      schema: {
        tags: ['insights'],
        summary:
          "The daily figures of one of your cards or all of them, as CSV; an organisation's for its owners and admins over all its cards: a Member and a Member e-mail column, the whole organisation's days (All members), then each member's days with any count, and a Leads column",
        security: tokenSecurity('insights:read'),
        produces: ['text/csv'],
        querystring: analyticsExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { principal } = await requireProfileOrToken(app, request, 'insights:read', {
        orgId: request.query.orgId,
      });
      const { cardId, days, orgId } = request.query;
      const scope = await cardsOf(principal, cardId, orgId);
      const whole = wholeOrganisation(scope);
      const csv = whole
        ? await memberDailyCsv(app.database.db, whole, days)
        : await summaryCsv(app.database.db, scope, days);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportName(cardId, days, '.csv')}"`)
        .send(csv);
    },
  );

  app.get(
    '/api/analytics/export.xlsx',
    {
      schema: {
        tags: ['insights'],
        summary:
          "The daily figures of one of your cards or all of them, as an Excel file: the CSV's columns, the day as text and the counts as numbers",
        security: tokenSecurity('insights:read'),
        produces: [XLSX_CONTENT_TYPE],
        querystring: analyticsExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { principal } = await requireProfileOrToken(app, request, 'insights:read', {
        orgId: request.query.orgId,
      });
      const { cardId, days, orgId } = request.query;
      const scope = await cardsOf(principal, cardId, orgId);
      const body = await summaryXlsx(app.database.db, scope, days);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${exportName(cardId, days, '.xlsx')}"`,
        )
        .send(body);
    },
  );

  app.get(
    '/api/analytics/recent-views',
    {
      schema: {
        tags: ['insights'],
        summary: 'Each of your cards with its views of the last 30 days',
        security: signedInSecurity,
        response: { 200: recentViewsSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const { principal } = await requireProfile(app, request);
      return recentViews(app.database.db, scopeOf(principal, 'view', 'insights'));
    },
  );

  app.post(
    '/api/admin/analytics',
    {
      schema: {
        tags: ['insights', 'admin'],
        summary: "The platform's figures and its most-viewed cards (admins)",
        security: signedInSecurity,
        body: z.object({ days: analyticsSummaryRequestSchema.shape.days }),
        response: { 200: adminAnalyticsSchema, ...signedInErrors },
      },
    },
    async (request) => {
      await requireAdmin(app, request, 'insights');
      return adminSummary(app.database.db, request.body.days);
    },
  );

  app.post(
    '/api/analytics/beacon',
    {
      schema: {
        tags: ['insights'],
        summary:
          "A link on a public card followed, or its share button used (sent by the card's page); 204",
        body: analyticsBeaconSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimits(app.database.db, [
        {
          key: `analytics-beacon:ip:${rateLimitAddress(request.ip)}`,
          max: BEACONS_PER_MINUTE,
          windowSeconds: 60,
        },
      ]);
      const beacon = request.body;
      const row = await findPublicCard(beacon.cardId);
      if (!row) throw AppError.notFound('Card not found');
      if (beacon.event === 'click') app.analytics.click(row.id, beacon.link, visitOf(request));
      else app.analytics.event(row.id, 'share', visitOf(request));
      return reply.code(204).send(null);
    },
  );
};
