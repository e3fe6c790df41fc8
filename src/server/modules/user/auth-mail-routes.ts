import { APIError } from 'better-auth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../shared/error-codes';
import { apiErrorSchema, messageSchema } from '../../../shared/errors';
import { AppError } from '../../lib/app-error';
import { emailOnlySchema } from '../../../shared/user';
import { requestLanguage } from '../../lib/language';
import { mailSiteUrl } from '../../lib/request-origin';
import { answerNotBefore, limitRequest, withMailSite } from '../../plugins/auth';

/**
 * Asks better-auth for a mail to `email` within the rate limits, and answers no sooner than the
 * floor: a refusal (no such account) is only logged, so the answer and its timing are the same
 * whether or not the address has an account.
 */
async function mailWithoutRevealing(
  app: FastifyInstance,
  request: FastifyRequest,
  action: 'verify-mail' | 'reset-mail',
  email: string,
  send: () => Promise<unknown>,
): Promise<void> {
  const startedAt = performance.now();
  await limitRequest(app, request, action, email);
  // The mailed link names the address this request was sent to, when that is this server's; the
  // mail is in the language the person reads the site in.
  const mailRequest = {
    siteUrl: mailSiteUrl(app.config, request),
    language: requestLanguage(request.headers),
  };
  await withMailSite(mailRequest, send).catch((err: unknown) => {
    // Enforced single sign-on is said (it is the domain's rule, not a sign of an account).
    if (err instanceof APIError && err.body?.code === ERROR_CODES.SSO_REQUIRED) {
      throw new AppError(ERROR_CODES.SSO_REQUIRED, err.body.message ?? err.message);
    }
    request.log.info({ err, action }, 'auth e-mail not sent');
  });
  await answerNotBefore(startedAt, app.config.auth.responseFloorMs);
}

/**
 * support/send-verification-email and support/send-password-reset-email
 * (docs/product.md#api-endpoints): thin wrappers over better-auth's mails that cannot be used to
 * find out who is registered.
 */
export const authMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/support/send-verification-email',
    {
      schema: {
        tags: ['user'],
        summary: 'Send (again) the e-mail verification link',
        body: emailOnlySchema,
        response: { 200: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      await mailWithoutRevealing(app, request, 'verify-mail', email, () =>
        app.auth.api.sendVerificationEmail({ body: { email, callbackURL: '/login' } }),
      );
      return { message: 'Verification email sent. Please check your inbox.' };
    },
  );

  app.post(
    '/api/support/send-password-reset-email',
    {
      schema: {
        tags: ['user'],
        summary: 'Send a password reset link',
        body: emailOnlySchema,
        response: {
          200: messageSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { email } = request.body;
      await mailWithoutRevealing(app, request, 'reset-mail', email, () =>
        app.auth.api.requestPasswordReset({ body: { email, redirectTo: '/login?mode=reset' } }),
      );
      return { message: 'Password reset email sent. Please check your inbox.' };
    },
  );
};
