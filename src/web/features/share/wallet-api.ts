import { useQuery } from '@tanstack/react-query';
import type { GoogleWalletLink, WalletStatus } from '../../../shared/wallet';
import { apiErrorOf, networkError, requestJson } from '../../lib/http';

/** The wallet routes' cache key: which wallets the server has keys for changes only on restart. */
export const walletStatusKey = ['wallet', 'status'] as const;

export function useWalletStatus() {
  return useQuery({
    queryKey: walletStatusKey,
    queryFn: () => requestJson<WalletStatus>('/api/card/wallet/status'),
    staleTime: Infinity,
  });
}

/** The file name the server gave (`attachment; filename="ada-lovelace.pkpass"`). */
const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'card.pkpass';

/**
 * Fetches the card's Apple Wallet pass and hands it to the browser as a download: Safari on an
 * iPhone or a Mac offers to add it to Wallet, other browsers save the file.
 */
export async function downloadApplePass(cardId: string): Promise<void> {
  const url = `/api/card/wallet/apple?id=${encodeURIComponent(cardId)}`;
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw networkError(url);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw apiErrorOf(response.status, response.statusText, body);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition'));
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed later, not at once: the browser reads the blob after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 30_000);
}

/** The card's "Add to Google Wallet" address (a signed link to pay.google.com). */
export const googleWalletUrl = (cardId: string) =>
  requestJson<GoogleWalletLink>(`/api/card/wallet/google?id=${encodeURIComponent(cardId)}`).then(
    (link) => link.url,
  );
