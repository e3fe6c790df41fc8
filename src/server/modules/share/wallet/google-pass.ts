import { sign } from 'node:crypto';
import { GOOGLE_SAVE_URL } from '../../../../shared/wallet';
import type { CardRow } from '../../../db/schema';
import type { ShareContext } from '../context';
import type { GoogleKeys } from './keys';
import { absoluteImageUrl, passContentOf } from './pass-content';

const LANGUAGE = 'en';
const text = (value: string) => ({ defaultValue: { language: LANGUAGE, value } });
const image = (uri: string, description: string) => ({
  sourceUri: { uri },
  contentDescription: text(description),
});

/** Google's ids allow letters, digits, `.`, `_` and `-` after the issuer's number. */
const idPart = (value: string) => value.replace(/[^\w.-]/g, '_');

/** The generic class every card's object belongs to (made by the first save if missing). */
export const genericClassId = (issuerId: string) => `${issuerId}.cardvault_business_card`;

/** The card as one Google Wallet generic object, from its current row. */
export function genericObjectOf(
  ctx: Pick<ShareContext, 'storage'>,
  row: CardRow,
  origin: string,
  issuerId: string,
) {
  const content = passContentOf(row, origin);
  const logoKey = row.brandLogoKey ?? row.profileImageKey;
  const modules = [
    { id: 'company', header: 'Company', body: content.company },
    { id: 'email', header: 'E-mail', body: content.email },
    { id: 'phone', header: 'Phone', body: content.phone },
  ].filter((module) => module.body.trim() !== '');
  const updated = Math.floor(row.updatedAt.getTime() / 1000);
  return {
    // Google keeps the first object saved under an id and ignores the content of later saves: an
    // edited card gets an id of its own, so saving it again shows the new details.
    id: `${issuerId}.${idPart(row.id)}-${updated}`,
    classId: genericClassId(issuerId),
    state: 'ACTIVE',
    cardTitle: text(content.company || 'Business card'),
    header: text(content.fullName),
    ...(content.jobTitle.trim() ? { subheader: text(content.jobTitle) } : {}),
    textModulesData: modules,
    hexBackgroundColor: content.colors.background,
    ...(logoKey
      ? { logo: image(absoluteImageUrl(ctx, logoKey, origin), `${content.fullName}'s logo`) }
      : {}),
    ...(row.bannerImageKey
      ? { heroImage: image(absoluteImageUrl(ctx, row.bannerImageKey, origin), 'Card banner') }
      : {}),
    barcode: { type: 'QR_CODE', value: content.url, alternateText: 'Scan to open the card' },
    linksModuleData: {
      uris: [{ id: 'card', uri: content.url, description: `${content.fullName}'s card` }],
    },
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * The "Add to Google Wallet" link: a save-to-wallet JWT (RS256, signed with the service account's
 * key) carrying the class and the card's object.
 */
export function googleSaveUrl(
  ctx: Pick<ShareContext, 'storage'>,
  row: CardRow,
  origin: string,
  keys: GoogleKeys,
  now = new Date(),
): string {
  const header = { alg: 'RS256', typ: 'JWT' };
  const claims = {
    iss: keys.clientEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(now.getTime() / 1000),
    origins: [origin],
    payload: {
      genericClasses: [{ id: genericClassId(keys.issuerId) }],
      genericObjects: [genericObjectOf(ctx, row, origin, keys.issuerId)],
    },
  };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign('sha256', Buffer.from(unsigned), keys.privateKey);
  return `${GOOGLE_SAVE_URL}${unsigned}.${base64url(signature)}`;
}
