/**
 * The contact exchange's limits, texts and consent (docs/product.md#leads), apart from the
 * validation in leads.ts so that the public page's dialog does not load the validation library.
 */

export const LEAD_NOTE_MAX_LENGTH = 500;
export const LEAD_TEXT_MAX_LENGTH = 100;
export const LEADS_PAGE_SIZE = 20;

/**
 * A submission faster than this after the dialog opened is a script's, not a person's: it is
 * answered like any other and stored nowhere.
 */
export const LEAD_MIN_FILL_MS = 2_000;

export const LEAD_MESSAGES = {
  submitted: 'Thanks! Your details were sent.',
  copySent: 'A copy of the card is on its way to your inbox.',
  consentRequired: 'Please agree to share your details',
  exchangeOff: 'This card does not take contact details.',
} as const;

/** The consent text shown beside the checkbox and stored with the lead, for a card's owner. */
export const consentText = (ownerName: string) =>
  `I agree to share these details with ${ownerName.trim() || 'the owner of this card'}, who may contact me. CardVault keeps them for the owner as its Privacy Policy describes.`;
