import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/errors';
import { IMAGE_MESSAGES } from '../../../shared/images';
import { megabytesToBytes } from '../../../shared/public-config';
import {
  authProvidersSchema,
  createUserBodySchema,
  currentUserSchema,
  languageSchema,
  setLanguageBodySchema,
  updateUserFieldsSchema,
} from '../../../shared/user';
import { validationErrorOf } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { limitUploads } from '../../lib/upload-limit';
import {
  EDIT_VERSION_DESCRIPTION,
  signedInErrors,
  signedInSecurity,
} from '../../lib/route-schemas';
import {
  endSession,
  OIDC_PROVIDER_ID,
  requireCaller,
  requireProfile,
  requireUser,
} from '../../plugins/auth';
import { createUserProfile, getCurrentUser, setUserLanguage, updateUserProfile } from './service';

const errors = signedInErrors;
const security = signedInSecurity;

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/auth-providers',
    {
      schema: {
        tags: ['user'],
        summary: 'External sign-in providers that are configured, and whether mail is kept locally',
        response: { 200: authProvidersSchema },
      },
    },
    async () => {
      const { google, github, oidc } = app.config.auth;
      return {
        providers: [
          ...(google ? [{ id: 'google', name: 'Google' }] : []),
          ...(github ? [{ id: 'github', name: 'GitHub' }] : []),
          ...(oidc ? [{ id: OIDC_PROVIDER_ID, name: oidc.name }] : []),
        ],
        localMailbox: app.config.mail.driver === 'local',
      };
    },
  );

  app.post(
    '/api/user/get-user',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, or EMAIL_NOT_VERIFIED / FIRST_TIME_USER',
        security,
        body: z.object({}).passthrough().optional(),
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => {
      return getCurrentUser(app, await requireCaller(app, request));
    },
  );

  app.post(
    '/api/user/create-user',
    {
      schema: {
        tags: ['user'],
        summary: 'Complete the profile of a first-time user (records terms acceptance)',
        security,
        body: createUserBodySchema,
        response: { 201: currentUserSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      return reply.code(201).send(await createUserProfile(app, user, request.body));
    },
  );

  app.post(
    '/api/user/update-user',
    {
      schema: {
        tags: ['user'],
        summary:
          'Update the account (multipart: fields and version, profileImage file, profileImageName empty removes)',
        description: EDIT_VERSION_DESCRIPTION('profile'),
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: currentUserSchema,
          ...errors,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { profile } = await requireProfile(app, request);
      const maxMb = app.config.publicConfig.MAX_FILE_SIZE;
      const body = await readMultipart(request, {
        fileFields: ['profileImage'],
        maxFiles: 1,
        maxFileBytes: megabytesToBytes(maxMb),
        tooLargeMessage: () => IMAGE_MESSAGES.tooLarge(maxMb),
        tooLargeDetails: { megabytes: maxMb },
        beforeFirstFile: () => limitUploads(app, profile.id),
      });
      const parsed = updateUserFieldsSchema.safeParse(body.fields);
      if (!parsed.success) throw validationErrorOf(parsed.error);
      return updateUserProfile(app, profile, parsed.data, body.files.profileImage?.[0]);
    },
  );

  app.post(
    '/api/user/set-language',
    {
      schema: {
        tags: ['user'],
        summary: 'Keep the language chosen from the language menu, for the app on every device',
        security,
        body: setLanguageBodySchema,
        response: { 200: z.object({ language: languageSchema }), ...errors },
      },
    },
    async (request) => {
      const { profile } = await requireProfile(app, request);
      return setUserLanguage(app, profile, request.body.language);
    },
  );

  app.post(
    '/api/user/logout',
    {
      schema: {
        tags: ['user'],
        summary: 'End the session on the server and clear the cookie',
        security,
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await requireUser(app, request);
      await endSession(app, request, reply);
      return reply.code(204).send(null);
    },
  );
};
