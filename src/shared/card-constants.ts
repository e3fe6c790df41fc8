/** Card constants without zod, for screens that must stay light (My Cards is the signed-in home). */
export const CARD_TEXT_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 100;
export const BIO_PREVIEW_WORDS = 8;
export const MY_CARDS_PAGE_SIZE = 4;
export const WEBSITE_EXAMPLE = 'https://www.example.com';
export const WEBSITE_MESSAGE = `Please enter a valid website address e.g. ${WEBSITE_EXAMPLE}`;
export const EMAIL_HINT = 'Enter a valid email address';

/** Card error codes the client maps to their texts (docs/product.md#messages-limits). */
export const CARD_ERRORS = { noSubscription: 'NO_SUBSCRIPTION', maxCards: 'MAX_CARDS' } as const;
