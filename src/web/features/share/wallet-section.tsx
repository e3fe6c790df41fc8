import { useState } from 'react';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { Card } from '../../../shared/card';
import { Button, buttonClasses } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { toastFailure } from '../../lib/toast';
import { useLocalAddressWarning } from './local-address';
import { applePassUrl, googleWalletUrl, useWalletStatus } from './wallet-api';

/**
 * The share page's "Wallet passes" section (docs/product.md#share-wallet): a button per wallet
 * this server has keys for; with none, a line saying so (and, for admins, where to set them up).
 */
export function WalletSection({ card }: { card: Card }) {
  const t = useT();
  const status = useWalletStatus();
  const { isAdmin } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const local = useLocalAddressWarning(t('share.wallet.output'));

  const addToGoogle = async () => {
    setBusy(true);
    try {
      // Google's page offers the pass; coming back is the browser's Back.
      window.location.assign(await googleWalletUrl(card.id));
    } catch (error) {
      toastFailure(error, translate('share.wallet.googleFailed'));
      setBusy(false);
    }
  };

  let body;
  if (status.isPending) {
    body = (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> {t('share.wallet.checking')}
      </p>
    );
  } else if (status.isError) {
    body = <p className="mt-4 text-sm text-ink-muted">{t('share.wallet.checkFailed')}</p>;
  } else if (!status.data.apple && !status.data.google) {
    // Owners are told what they can do, not how the server is set up; admins find the steps in
    // the admin console (docs/product.md#site-setup).
    body = (
      <div className="mt-4 space-y-2 text-sm text-ink-muted">
        <p>{t('share.wallet.unavailable')}</p>
        {isAdmin ? (
          <p>
            {t.rich('share.wallet.adminHint', {
              link: (chunks) => (
                <Link
                  to="/admin/setup"
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {chunks}
                </Link>
              ),
            })}
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
              {t('share.wallet.apple')}
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
              {t('share.wallet.google')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <Panel
      title={t('share.wallet.title')}
      icon={Wallet}
      description={t('share.wallet.description')}
    >
      {body}
    </Panel>
  );
}
