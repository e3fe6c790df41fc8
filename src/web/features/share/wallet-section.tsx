import { useState } from 'react';
import { Wallet } from 'lucide-react';
import type { Card } from '../../../shared/card';
import { WALLET_MESSAGES } from '../../../shared/wallet';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { toast, toastFailure } from '../../lib/toast';
import { downloadApplePass, googleWalletUrl, useWalletStatus } from './wallet-api';

type Busy = 'apple' | 'google' | null;

/**
 * The share page's "Wallet passes" section (docs/product.md#share-wallet): a button per wallet
 * this server has keys for; with none, a line saying so and where the keys are set up.
 */
export function WalletSection({ card }: { card: Card }) {
  const status = useWalletStatus();
  const [busy, setBusy] = useState<Busy>(null);

  const addToApple = async () => {
    setBusy('apple');
    try {
      await downloadApplePass(card.id);
      toast.success(WALLET_MESSAGES.appleReady, 'Apple Wallet pass ready');
    } catch (error) {
      toastFailure(error, WALLET_MESSAGES.appleFailed);
    } finally {
      setBusy(null);
    }
  };

  const addToGoogle = async () => {
    setBusy('google');
    try {
      // Google's page offers the pass; coming back is the browser's Back.
      window.location.assign(await googleWalletUrl(card.id));
    } catch (error) {
      toastFailure(error, WALLET_MESSAGES.googleFailed);
      setBusy(null);
    }
  };

  let body;
  if (status.isPending) {
    body = (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> Checking which wallets this server supports…
      </p>
    );
  } else if (status.isError) {
    body = (
      <p className="mt-4 text-sm text-ink-muted">
        Could not check which wallets this server supports. Reload the page to try again.
      </p>
    );
  } else if (!status.data.apple && !status.data.google) {
    body = (
      <p className="mt-4 text-sm text-ink-muted">
        This server has no wallet keys set up, so it cannot make passes yet. If you run it, the
        wallet block of <code>.env.example</code> and docs/product.md (“Wallet passes”) say which
        keys to set.
      </p>
    );
  } else {
    body = (
      <div className="mt-4 flex flex-wrap gap-3">
        {status.data.apple ? (
          <Button
            className="bg-black text-white hover:bg-slate-800"
            onClick={() => void addToApple()}
            disabled={busy !== null}
            aria-busy={busy === 'apple'}
          >
            {busy === 'apple' ? <Spinner /> : <Wallet aria-hidden="true" className="h-4 w-4" />}
            Add to Apple Wallet
          </Button>
        ) : null}
        {status.data.google ? (
          <Button
            variant="outline"
            onClick={() => void addToGoogle()}
            disabled={busy !== null}
            aria-busy={busy === 'google'}
          >
            {busy === 'google' ? <Spinner /> : <Wallet aria-hidden="true" className="h-4 w-4" />}
            Add to Google Wallet
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <Panel
      title="Wallet passes"
      description="Your card in your phone's wallet: your name, job title and company in your card's colours, with a QR code that opens your card page. Edited the card? Add it again for the new details."
    >
      {body}
    </Panel>
  );
}
