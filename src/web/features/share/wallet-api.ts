import { useQuery } from '@tanstack/react-query';
import type { GoogleWalletLink, WalletStatus } from '../../../shared/wallet';
import { requestJson } from '../../lib/http';

/** The wallet routes' cache key: which wallets the server has keys for changes only on restart. */
const walletStatusKey = ['wallet', 'status'] as const;

export function useWalletStatus() {
  return useQuery({
    queryKey: walletStatusKey,
    queryFn: () => requestJson<WalletStatus>('/api/card/wallet/status'),
    staleTime: Infinity,
  });
}

/**
 * The card's Apple Wallet pass. Opened as a plain link, not fetched: Safari on an iPhone or a Mac
 * offers a pass it navigates to straight to Wallet; other browsers save the file.
 */
export const applePassUrl = (cardId: string) =>
  `/api/card/wallet/apple?id=${encodeURIComponent(cardId)}`;

/** The card's "Add to Google Wallet" address (a signed link to pay.google.com). */
export const googleWalletUrl = (cardId: string) =>
  requestJson<GoogleWalletLink>(`/api/card/wallet/google?id=${encodeURIComponent(cardId)}`).then(
    (link) => link.url,
  );
