import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardSchema } from '../../../shared/card';
import { setCardLanguagesBodySchema } from '../../../shared/card-languages';
import { tokenErrors, tokenSecurity } from '../../lib/route-schemas';
import { requireProfileOrToken } from '../../plugins/auth';
import { setCardLanguages } from './service';

/** A card's languages (docs/product.md#card-languages), set apart from the editor's save. */
export const cardLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/card/set-card-languages',
    {
      schema: {
        tags: ['cards'],
        summary:
          "Set the language of a card's text and its text in up to two more languages (400 for a language that is not one of the site's, or more than three)",
        description:
          "`language` is the language the card's own text fields are written in; each of `translations` gives fullName, jobTitle, company, location and bio in one more language (an empty field shows the default language's text). Replaces the card's languages; the card's version stays.",
        security: tokenSecurity('cards:write'),
        body: setCardLanguagesBodySchema,
        response: { 200: cardSchema, ...tokenErrors },
      },
    },
    async (request) => {
      const { principal } = await requireProfileOrToken(app, request, 'cards:write', 'in-row');
      const { id, ...languages } = request.body;
      return setCardLanguages(app, principal, id, languages);
    },
  );
};
