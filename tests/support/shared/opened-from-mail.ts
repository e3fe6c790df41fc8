/**
 * The headers of a browser on a secure origin (https or loopback) opening a mailed link from a mail
 * program or the address bar: the one opening of a verification link that signs its user in
 * (src/server/plugins/auth/verification-links.ts).
 */
export const OPENED_FROM_MAIL = { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' } as const;
