/**
 * Contact exchange routes (docs/product.md#leads): a visitor's submission from a card's public
 * page, and the owner's leads. Another user's lead or card answers 404 like an unknown one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/errors';
import {
  LEAD_COPY_LINK_HOURS,
  LEAD_MESSAGES,
  LEAD_MIN_FILL_MS,
  LEADS_EXCEL_MAX,
  leadCopyRequestSchema,
  leadCountsSchema,
  leadDeleteSchema,
  leadExportQuerySchema,
  leadListRequestSchema,
  leadListResponseSchema,
  leadSchema,
  leadSubmissionSchema,
  leadUpdateSchema,
} from '../../../shared/leads';
import { ReadsUntilWritten } from '../../lib/reads-until-written';
import {
  signedInErrors,
  signedInSecurity,
  tokenErrors,
  tokenSecurity,
} from '../../lib/route-schemas';
import { XLSX_CONTENT_TYPE } from '../../lib/spreadsheet';
import { requireProfile, requireProfileOrToken } from '../../plugins/auth';
import {
  deleteOwnerLeads,
  exportOwnerLeads,
  exportOwnerLeadsXlsx,
  leadCountsOf,
  leadVCard,
  listOwnerLeads,
  sendLeadCopy,
  submitLead,
  updateOwnerLead,
} from './service';

const security = signedInSecurity;
const errors = signedInErrors;

/** Pages of leads kept while no lead or card is written (PGlite: lib/reads-until-written.ts). */
const KEPT_LEAD_PAGES = 1_000;

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const leadPages = new ReadsUntilWritten<Awaited<ReturnType<typeof listOwnerLeads>>>(
    app.database.writesTo?.(['leads', 'cards']),
    KEPT_LEAD_PAGES,
  );
  app.post(
    '/api/leads/submit',
    {
      schema: {
        tags: ['leads'],
        summary: `A visitor shares their details with a card's owner (consent required; website is a honeypot; elapsedMs, the time since the page began to load, under ${LEAD_MIN_FILL_MS} or a filled honeypot is answered alike, stored nowhere and counted as blocked in Insights; sendCopy mails a link that sends the copy once followed); 404 when the card takes no details, 429 past the limits per address and per card`,
        body: leadSubmissionSchema,
        response: {
          201: z.object({ message: z.string() }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await submitLead(app, request, request.body);
      return reply.code(201).send({ message: LEAD_MESSAGES.submitted });
    },
  );

  app.post(
    '/api/leads/copy',
    {
      schema: {
        tags: ['leads'],
        summary: `Sends a visitor the copy of the card they asked for, with the token of the link mailed to them (single use, ${LEAD_COPY_LINK_HOURS} hours); 404 for a token that is no link's, 409 LINK_ALREADY_USED or LINK_EXPIRED, 429 past the limit per address`,
        body: leadCopyRequestSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => sendLeadCopy(app, request, request.body.token),
  );

  app.post(
    '/api/leads/list',
    {
      schema: {
        tags: ['leads'],
        summary:
          "Your leads, searched, filtered by card and by day (UTC), sorted, a page at a time; with orgId, the organisation's leads you may see",
        security: tokenSecurity('leads:read'),
        body: leadListRequestSchema,
        response: { 200: leadListResponseSchema, ...tokenErrors },
      },
    },
    async (request) => {
      const { principal } = await requireProfileOrToken(app, request, 'leads:read', {
        orgId: request.body.orgId,
      });
      // An organisation's leads also change with its memberships: they are read every time.
      if (request.body.orgId) return listOwnerLeads(app, principal, request.body);
      return leadPages.read(`${principal.userId}\n${JSON.stringify(request.body)}`, () =>
        listOwnerLeads(app, principal, request.body),
      );
    },
  );

  app.post(
    '/api/leads/update',
    {
      schema: {
        tags: ['leads'],
        summary: "One of your leads: your private note (note) and whether you've followed up",
        security,
        body: leadUpdateSchema,
        response: { 200: leadSchema, ...errors },
      },
    },
    async (request) => {
      const { principal } = await requireProfile(app, request);
      return updateOwnerLead(app, principal, request.body);
    },
  );

  app.post(
    '/api/leads/delete',
    {
      schema: {
        tags: ['leads'],
        summary:
          'Deletes leads of yours: all of them, or none when an id is not one of yours (404)',
        security,
        body: leadDeleteSchema,
        response: { 200: z.object({ deleted: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const { principal } = await requireProfile(app, request);
      return deleteOwnerLeads(app, principal, request.body.ids, request.body.orgId);
    },
  );

  app.get(
    '/api/leads/export.csv',
    {
      schema: {
        tags: ['leads'],
        summary:
          "Your leads (with orgId, the organisation's) as CSV, with the list's filters and order (every page)",
        security: tokenSecurity('leads:read'),
        produces: ['text/csv'],
        querystring: leadExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { principal } = await requireProfileOrToken(app, request, 'leads:read', {
        orgId: request.query.orgId,
      });
      const { csv, filename } = await exportOwnerLeads(app, principal, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  app.get(
    '/api/leads/export.xlsx',
    {
      schema: {
        tags: ['leads'],
        summary: `Your leads as an Excel file: the CSV's columns, filters and order, every value a text cell (a phone number shows as typed; nothing runs as a formula); more than ${LEADS_EXCEL_MAX} leads is 413 EXPORT_TOO_LARGE`,
        security: tokenSecurity('leads:read'),
        produces: [XLSX_CONTENT_TYPE],
        querystring: leadExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { principal } = await requireProfileOrToken(app, request, 'leads:read', {
        orgId: request.query.orgId,
      });
      const { body, filename } = await exportOwnerLeadsXlsx(app, principal, request.query);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(body);
    },
  );

  app.get(
    '/api/leads/vcard',
    {
      schema: {
        tags: ['leads'],
        summary: 'One of your leads as a vCard 3.0 file, to save to your phone',
        security,
        produces: ['text/vcard'],
        querystring: z.object({
          id: z.string().min(1, 'Missing lead id').max(64),
          /** One of the organisation's leads (docs/product.md#team-insights-and-leads). */
          orgId: z.string().trim().min(1).max(64).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { principal } = await requireProfile(app, request);
      const { body, disposition } = await leadVCard(
        app,
        principal,
        request.query.id,
        request.query.orgId,
      );
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', disposition)
        .send(body);
    },
  );

  app.get(
    '/api/leads/counts',
    {
      schema: {
        tags: ['leads'],
        summary: 'How many leads each of your cards has (cards without leads are left out)',
        security,
        response: { 200: leadCountsSchema, ...errors },
      },
    },
    async (request) => {
      const { principal } = await requireProfile(app, request);
      return leadCountsOf(app, principal);
    },
  );
};
