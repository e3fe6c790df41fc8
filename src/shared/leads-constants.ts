/**
 * The contact exchange's limits, texts and consent (docs/product.md#leads), apart from the
 * validation in leads.ts so that the public page's dialog does not load the validation library.
 */

export const LEAD_NOTE_MAX_LENGTH = 500;
export const LEAD_TEXT_MAX_LENGTH = 100;
export const LEADS_PAGE_SIZE = 20;

/**
 * A submission sooner than this after the public page began to load is a script's, not a
 * person's: nobody opens the page, finds the button and sends even autofilled details faster. It
 * is answered like any other, stored nowhere, and counted as blocked in the card's Insights.
 */
export const LEAD_MIN_FILL_MS = 1_000;

/** How long the link that sends a visitor their copy of the card works. */
export const LEAD_COPY_LINK_HOURS = 24;

/**
 * The most leads one Excel file of the Leads page holds: a workbook is built whole in memory
 * (decision 0032). The CSV has no such bound.
 */
export const LEADS_EXCEL_MAX = 5_000;

export const LEAD_MESSAGES = {
  submitted: 'Thanks! Your details were sent.',
  copyAsked: 'To get a copy of the card, follow the link we sent to your inbox.',
  consentRequired: 'Please agree to share your details',
  exchangeOff: 'This card does not take contact details.',
  copySent: 'The card is on its way to your inbox.',
  copyLinkInvalid: 'This link is not valid.',
  copyLinkUsed: 'This link was already used: the card was sent.',
  copyLinkExpired: `This link has expired (it works for ${LEAD_COPY_LINK_HOURS} hours). Ask for a copy again on the card's page.`,
  excelTooMany: `An Excel file holds up to ${LEADS_EXCEL_MAX.toLocaleString('en-US')} leads. Narrow the list with the filters, or export CSV.`,
} as const;

/**
 * The consent text shown beside the checkbox and stored with the lead, for a card's owner. A card
 * with our branding hidden (docs/product.md#card-design) names the site that keeps the details
 * without naming us.
 */
export function consentText(ownerName: string, hideBranding = false): string {
  const owner = ownerName.trim() || 'the owner of this card';
  const keeper = hideBranding
    ? `This site keeps them for ${owner}`
    : 'CardVault keeps them for the owner';
  return `I agree to share these details with ${owner}, who may contact me. ${keeper} as its Privacy Policy describes.`;
}
