import { useState } from 'react';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { Card } from '../../../shared/card';
import { WALLET_MESSAGES } from '../../../shared/wallet';
import { Button, buttonClasses } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { toastFailure } from '../../lib/toast';
import { useLocalAddressWarning } from './local-address';
import { applePassUrl, googleWalletUrl, useWalletStatus } from './wallet-api';

/**
 * The share page's "Wallet passes" section (docs/product.md#share-wallet): a button per wallet
 * this server has keys for; with none, a line saying so (and, for admins, where to set them up).
 */
export function WalletSection({ card }: { card: Card }) {
  const status = useWalletStatus();
  const { isAdmin } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const local = useLocalAddressWarning('The QR code of a pass made here');

  const addToGoogle = async () => {
    setBusy(true);
    try {
      // Google's page offers the pass; coming back is the browser's Back.
      window.location.assign(await googleWalletUrl(card.id));
    } catch (error) {
      toastFailure(error, WALLET_MESSAGES.googleFailed);
      setBusy(false);
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
    // Owners are told what they can do, not how the server is set up; admins find the steps in
    // the admin console (docs/product.md#site-setup).
    body = (
      <div className="mt-4 space-y-2 text-sm text-ink-muted">
        <p>Wallet passes are not available on this site yet.</p>
        {isAdmin ? (
          <p>
            You are an administrator:{' '}
            <Link
              to="/admin/setup"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Site set-up
            </Link>{' '}
            in the admin console says which keys to set.
          </p>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        {local.warning}
        <div className="mt-4 flex flex-wrap gap-3">
          {status.data.apple ? (
            <a
              href={applePassUrl(card.id)}
              className={buttonClasses({ className: 'bg-black text-white hover:bg-slate-800' })}
              aria-describedby={local.describedBy}
            >
              <Wallet aria-hidden="true" className="h-4 w-4" />
              Add to Apple Wallet
            </a>
          ) : null}
          {status.data.google ? (
            <Button
              variant="outline"
              onClick={() => void addToGoogle()}
              disabled={busy}
              aria-busy={busy}
              aria-describedby={local.describedBy}
            >
              {busy ? <Spinner /> : <Wallet aria-hidden="true" className="h-4 w-4" />}
              Add to Google Wallet
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <Panel
      title="Wallet passes"
      icon={Wallet}
      description="Your card in your phone's wallet: your name, job title and company in your card's colours, with a QR code that opens your card page. Edited the card? Add it again for the new details."
    >
      {body}
    </Panel>
  );
}
