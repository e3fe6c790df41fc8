import { useId } from 'react';
import { Copy, ExternalLink, WifiOff } from 'lucide-react';
import type { Card } from '../../../shared/card';
import { cardStartUrl } from '../../../shared/home-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { toast } from '../../lib/toast';

/** How to put the card page on a phone's home screen, browser by browser. */
const INSTALL_STEPS = [
  { browser: 'share.home.android', steps: 'share.home.androidSteps' },
  { browser: 'share.home.ios', steps: 'share.home.iosSteps' },
] as const;

/**
 * The share page's "Offline and home screen" section (docs/product.md#share-offline): the card
 * page works offline for anyone who opened it once, and the owner can put it on a home screen.
 */
export function HomeScreenSection({ card }: { card: Card }) {
  const t = useT();
  const addressId = useId();
  // The site is where it was opened (decision 0013): the address the owner sees here.
  const address = new URL(cardStartUrl(card.id), window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(translate('share.home.copied'));
    } catch {
      toast.error(translate('share.home.copyFailed'));
    }
  };
  return (
    <Panel title={t('share.home.title')} icon={WifiOff} description={t('share.home.description')}>
      <p className="mt-4 text-sm text-slate-700">{t('share.home.offline')}</p>
      <h3 className="mt-5 text-sm font-semibold text-ink">{t('share.home.install')}</h3>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {INSTALL_STEPS.map(({ browser, steps }) => (
          <li key={browser} className="rounded-lg bg-slate-50 px-3 py-2">
            {t.rich('share.home.step', {
              browser: t(browser),
              steps: t(steps),
              name: (chunks) => <span className="font-medium text-ink">{chunks}</span>,
            })}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">{t('share.home.app')}</p>
      <label htmlFor={addressId} className="mt-5 block text-sm font-semibold text-ink">
        {t('share.home.address')}
      </label>
      <input
        id={addressId}
        readOnly
        dir="ltr"
        value={address}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-ink"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={cardStartUrl(card.id)} className={buttonClasses({ size: 'sm' })}>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          {t('share.home.open')}
        </a>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t('share.home.copy')}
        </Button>
      </div>
    </Panel>
  );
}
