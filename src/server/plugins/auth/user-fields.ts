import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH } from '../../../shared/user';

const MAX_IMAGE_URL_LENGTH = 2048;

const httpsUrl = z.url({ protocol: /^https$/ }).max(MAX_IMAGE_URL_LENGTH);

/**
 * better-auth's own user fields as sign-up and update-user may set them: a name within the
 * profile's limit, and a picture only at an https address (or none). Other fields pass.
 */
export const authUserFieldsSchema = z.looseObject({
  name: z
    .string('must be text')
    .max(FULL_NAME_MAX_LENGTH, `must be at most ${FULL_NAME_MAX_LENGTH} characters`)
    .optional(),
  image: z.union([z.null(), z.literal(''), httpsUrl], 'must be an https address').optional(),
});

/**
 * The same fields from an external provider's profile, made to fit rather than refused: the name
 * cut to length, a picture not at an https address dropped.
 */
export function sanitizedUserFields<T extends { name?: unknown; image?: unknown }>(user: T): T {
  const fields: T = { ...user };
  if (typeof fields.name === 'string' && fields.name.length > FULL_NAME_MAX_LENGTH) {
    fields.name = fields.name.slice(0, FULL_NAME_MAX_LENGTH);
  }
  if (typeof fields.image === 'string' && !httpsUrl.safeParse(fields.image).success) {
    fields.image = null;
  }
  return fields;
}
