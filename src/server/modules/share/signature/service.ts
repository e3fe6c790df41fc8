import sharp from 'sharp';
import type { SignatureLayoutId, EmailSignature } from '../../../../shared/email-signature';
import { findCardFor, rowInLanguage, toCard } from '../../cards';
import type { Principal } from '../../access';
import type { ShareContext } from '../context';
import { directionOf, type Language } from '../../../../shared/i18n/languages';
import { mailWriterFor } from '../../../lib/i18n';
import {
  buildEmailSignature,
  LOGO_BOX,
  PHOTO_BOX,
  type SignatureImage,
  type SignatureWords,
} from './email-signature';

/**
 * The signature's own words in `language` (the card's shown one), each value isolated inside a
 * right-to-left sentence as the mails isolate theirs.
 */
export async function signatureWordsIn(language: Language): Promise<SignatureWords> {
  const { t } = await mailWriterFor(language);
  return {
    viewCard: t('share.signatureWords.viewCard'),
    viewCardArrow: t('share.signatureWords.viewCardArrow'),
    myCard: t('share.signatureWords.myCard'),
    logo: (name) => t('share.signatureWords.logo', { name }),
    phoneLine: (phone) => t('share.signatureWords.phoneLine', { phone }),
    emailLine: (email) => t('share.signatureWords.emailLine', { email }),
    websiteLine: (website) => t('share.signatureWords.websiteLine', { website }),
    cardLine: (url) => t('share.signatureWords.cardLine', { url }),
    roleSeparator: t('share.signatureWords.roleSeparator'),
  };
}

/**
 * The image at `url` fitted inside `box` with its own proportions, from the stored file's size:
 * a mail program draws an <img> at its width and height attributes, so they must match the
 * picture or it is stretched. Undefined when the file is gone or unreadable (then it is left out).
 */
async function fittedImage(
  ctx: Pick<ShareContext, 'storage'>,
  key: string | null,
  box: { width: number; height: number },
): Promise<SignatureImage | undefined> {
  if (!key) return undefined;
  try {
    const file = await ctx.storage.readRecent(key);
    if (!file) return undefined;
    const { width, height } = await sharp(file.body).metadata();
    if (!width || !height) return undefined;
    const scale = Math.min(box.width / width, box.height / height);
    return {
      url: ctx.storage.publicUrl(key),
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    };
  } catch {
    return undefined;
  }
}

/**
 * One of the user's cards as an e-mail signature, its own words in the card's language shown and
 * set right to left when that language is Arabic or Hebrew; another user's card is 404 like none.
 */
export async function getEmailSignature(
  ctx: Pick<ShareContext, 'database' | 'storage'>,
  principal: Principal,
  id: string,
  layout: SignatureLayoutId,
  origin: string,
  /** `?lang=`: the card's language to write its text in (docs/product.md#card-languages). */
  lang?: string,
): Promise<EmailSignature> {
  const { row, language } = rowInLanguage(await findCardFor(ctx, principal, 'view', id), lang);
  const [photo, logo, words] = await Promise.all([
    fittedImage(ctx, row.profileImageKey, PHOTO_BOX),
    fittedImage(ctx, row.brandLogoKey, LOGO_BOX),
    signatureWordsIn(language),
  ]);
  return buildEmailSignature(
    { card: toCard(ctx, row), origin, photo, logo, words, direction: directionOf(language) },
    layout,
  );
}
