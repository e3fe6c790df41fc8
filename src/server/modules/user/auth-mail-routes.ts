import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, messageSchema } from '../../../shared/errors';
import { emailOnlySchema } from '../../../shared/user';
import { answerNotBefore, limitRequest } from '../../plugins/auth';

/**
 * support/send-verification-email and support/send-password-reset-email (spec §7): thin wrappers
 * over better-auth's mails. Both answer the same whether or not the address has an account, so
 * they cannot be used to find out who is registered.
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
      const startedAt = performance.now();
      const { email } = request.body;
      await limitRequest(app, request, 'verify-mail', email);
      await app.auth.api
        .sendVerificationEmail({ body: { email, callbackURL: '/login' } })
        .catch((err: unknown) => request.log.info({ err }, 'verification e-mail not sent'));
      await answerNotBefore(startedAt, app.config.auth.responseFloorMs);
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
        response: { 200: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const startedAt = performance.now();
      const { email } = request.body;
      await limitRequest(app, request, 'reset-mail', email);
      await app.auth.api
        .requestPasswordReset({ body: { email, redirectTo: '/login?mode=reset' } })
        .catch((err: unknown) => request.log.info({ err }, 'password reset e-mail not sent'));
      await answerNotBefore(startedAt, app.config.auth.responseFloorMs);
      return { message: 'Password reset email sent. Please check your inbox.' };
    },
  );
};
