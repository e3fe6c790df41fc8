/**
 * The e-mail signature route (docs/product.md#share-signature): the owner's card as HTML for a
 * mail program's signature box, and as plain text.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailSignatureQuerySchema,
  emailSignatureSchema,
  SIGNATURE_LAYOUT_IDS,
} from '../../../../shared/email-signature';
import { requestOrigin } from '../../../lib/request-origin';
import { signedInErrors, signedInSecurity } from '../../../lib/route-schemas';
import { requireProfile } from '../../../plugins/auth';
import { cardLanguageQuery } from '../../cards';
import { getEmailSignature } from './service';

export const signatureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/card/email-signature',
    {
      schema: {
        tags: ['cards'],
        summary: `One of your cards as an e-mail signature: {html, text} in a layout (${SIGNATURE_LAYOUT_IDS.join(', ')}); the HTML is tables and inline styles, under 10,000 characters, its links to the card carry src=signature; 400 for an unknown layout`,
        security: signedInSecurity,
        querystring: emailSignatureQuerySchema.extend({ lang: cardLanguageQuery }),
        response: { 200: emailSignatureSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const { principal } = await requireProfile(app, request);
      const { id, layout, lang } = request.query;
      return getEmailSignature(
        app,
        principal,
        id,
        layout,
        requestOrigin(app.config, request),
        lang,
      );
    },
  );
};
