import type { MessageId } from '../../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import type { OrgRole } from '../../../shared/organisations';
import { activeLanguage, translate } from '../../lib/i18n/intl';

/**
 * Named sentences read in the active language each time one is shown: `texts.name` is
 * `translate(ids.name)` at the moment it is read, so a constant table of them stays usable outside
 * a render (toasts, failure texts).
 */
export function translatedTexts<Ids extends Record<string, MessageId>>(
  ids: Ids,
): { readonly [K in keyof Ids]: string } {
  return Object.defineProperties(
    {},
    Object.fromEntries(
      Object.entries(ids).map(([name, id]) => [
        name,
        { enumerable: true, get: () => translate(id) },
      ]),
    ),
  ) as { readonly [K in keyof Ids]: string };
}

/**
 * A success the server answered with a sentence of its own: in English its words (the product's,
 * which may name the case); in another language the catalogue's message for the action.
 */
export function serverSaid(serverMessage: string | undefined, id: MessageId): string {
  return activeLanguage() === DEFAULT_LANGUAGE && serverMessage ? serverMessage : translate(id);
}

const ROLE_IDS = {
  owner: 'team.role.owner',
  admin: 'team.role.admin',
  member: 'team.role.member',
} as const satisfies Record<OrgRole, MessageId>;

/** An organisation role's name in the active language: Owner, Admin, Member. */
export const roleLabel = (role: OrgRole): string => translate(ROLE_IDS[role]);
