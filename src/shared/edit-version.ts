import { z } from 'zod';

/** The largest version a PostgreSQL integer column holds. */
const MAX_VERSION = 2_147_483_647;

const WHOLE_NUMBER = 'must be a whole number from 1, the version your change is based on';

/**
 * The `version` an update of a card or a profile is based on (docs/product.md#edit-conflicts):
 * digits as multipart text, or a JSON number. Every card and profile answer carries the current
 * one; an update based on an older one is refused with 409 `EDIT_CONFLICT`.
 */
export const editVersionSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, WHOLE_NUMBER)
        .transform(Number),
    ],
    {
      error: () => WHOLE_NUMBER,
    },
  )
  .pipe(z.number().int(WHOLE_NUMBER).min(1, WHOLE_NUMBER).max(MAX_VERSION, WHOLE_NUMBER));

/** What was edited, as the conflict's message names it. */
export type EditedThing = 'card' | 'profile';

/**
 * The 409 `EDIT_CONFLICT` message, for API clients: what happened, and what to send instead. The
 * editor shows its own words and the differences (docs/product.md#edit-conflicts).
 */
export const editConflictMessage = (thing: EditedThing, saved: number, base: number) =>
  `This ${thing} was saved elsewhere after your copy was loaded (it is at version ${saved}; your change is based on version ${base}). Nothing was changed: load the ${thing} again, apply your change to it and send version ${saved}.`;
