import type { MessageId } from '../../../shared/i18n/catalogue';
import type { SignatureLayoutId } from '../../../shared/email-signature';

/** Each e-mail signature layout's name and description, on the share page and the signature page. */
export const SIGNATURE_LAYOUT_TEXT: Record<SignatureLayoutId, [MessageId, MessageId]> = {
  classic: ['share.signaturePage.classic', 'share.signaturePage.classicDescription'],
  compact: ['share.signaturePage.compact', 'share.signaturePage.compactDescription'],
  banner: ['share.signaturePage.banner', 'share.signaturePage.bannerDescription'],
};
