import { z } from 'zod';

/** Wallet passes of a card (docs/product.md#share-wallet): the contract of the wallet routes. */

/** The variables that set up each wallet; the passphrase only for an encrypted key. */
export const APPLE_WALLET_VARIABLES = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERT',
  'APPLE_PASS_KEY',
  'APPLE_PASS_KEY_PASSPHRASE',
  'APPLE_WWDR_CERT',
] as const;
export const GOOGLE_WALLET_VARIABLES = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT',
] as const;

/** Which wallets this server has working keys for (their buttons show only then). */
export const walletStatusSchema = z.object({
  apple: z.boolean().describe('Apple Wallet passes can be made'),
  google: z.boolean().describe('Google Wallet links can be made'),
});
export type WalletStatus = z.infer<typeof walletStatusSchema>;

/** Google's save-to-wallet link: opening it offers the pass in Google Wallet. */
export const googleWalletLinkSchema = z.object({
  url: z.url().describe('https://pay.google.com/gp/v/save/<signed JWT>'),
});
export type GoogleWalletLink = z.infer<typeof googleWalletLinkSchema>;

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** The address a pass's QR code and link open: the card's page, counted as a wallet visit. */
export const walletCardUrl = (origin: string, id: string) =>
  `${origin}/showcase?id=${encodeURIComponent(id)}&src=wallet`;

export const WALLET_MESSAGES = {
  googleFailed: 'Could not make the Google Wallet link. Please try again.',
} as const;
