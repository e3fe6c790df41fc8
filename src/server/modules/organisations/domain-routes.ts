/**
 * The verified-domain routes (docs/product.md#verified-domains): owners and admins add, check,
 * list and remove the organisation's e-mail domains; members get 403, outsiders 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOMAIN_MESSAGES,
  orgDomainRefSchema,
  orgDomainSchema,
} from '../../../shared/organisation-domains';
import { orgRefSchema } from '../../../shared/organisations';
import { apiErrorSchema } from '../../../shared/errors';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { callerOf } from './caller';
import * as domains from './domains';

const tags = ['organisations'];
const challenge = z.object({ domain: z.string(), txtName: z.string(), txtValue: z.string() });
const domain = challenge.extend({
  state: z.enum(['pending', 'verified']),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const organisationDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/org/domains/add',
    {
      schema: {
        tags,
        summary:
          'Add an e-mail domain to the organisation, pending until verified; answers the TXT record to publish (adding it again answers the same one). 409 DOMAIN_TAKEN when another organisation has verified it (owners and admins)',
        security: signedInSecurity,
        body: orgDomainSchema,
        response: { 200: challenge, ...signedInErrors, 409: apiErrorSchema },
      },
    },
    async (request) => domains.addDomain(app, await callerOf(app, request), request.body),
  );

  app.post(
    '/api/org/domains/verify',
    {
      schema: {
        tags,
        summary:
          'Look the domain’s TXT record up and mark it verified when it holds the organisation’s value; `verified: false` with the reason when the record is missing or has another value. 409 DOMAIN_TAKEN when another organisation verified it first, 429 past 20 checks an hour per organisation, 502 DNS_LOOKUP_FAILED when the lookup fails or takes over 3 seconds (owners and admins)',
        security: signedInSecurity,
        body: orgDomainRefSchema,
        response: {
          200: z.object({
            verified: z.boolean(),
            reason: z.enum(['missing', 'wrong-value']).nullable(),
            message: z.string(),
          }),
          ...signedInErrors,
          409: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => domains.verifyDomain(app, await callerOf(app, request), request.body),
  );

  app.post(
    '/api/org/domains/list',
    {
      schema: {
        tags,
        summary:
          'The organisation’s e-mail domains, alphabetical, each pending or verified with its TXT record (owners and admins)',
        security: signedInSecurity,
        body: orgRefSchema,
        response: { 200: z.object({ items: z.array(domain) }), ...signedInErrors },
      },
    },
    async (request) => ({
      items: await domains.listDomains(app, await callerOf(app, request), request.body.orgId),
    }),
  );

  app.post(
    '/api/org/domains/remove',
    {
      schema: {
        tags,
        summary:
          'Remove an e-mail domain from the organisation, verified or not (owners and admins)',
        security: signedInSecurity,
        body: orgDomainRefSchema,
        response: { 200: z.object({ message: z.string() }), ...signedInErrors },
      },
    },
    async (request) => {
      await domains.removeDomain(app, await callerOf(app, request), request.body);
      return { message: DOMAIN_MESSAGES.removed };
    },
  );
};
