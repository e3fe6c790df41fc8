import { useId } from 'react';
import { Copy, ExternalLink, WifiOff } from 'lucide-react';
import type { Card } from '../../../shared/card';
import { cardStartUrl } from '../../../shared/home-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { toast } from '../../lib/toast';

/** How to put the card page on a phone's home screen, browser by browser. */
const INSTALL_STEPS = [
  {
    browser: 'Android, Chrome',
    steps: 'open your card page, tap the ⋮ menu, then Add to Home screen (or Install app).',
  },
  {
    browser: 'iPhone and iPad, Safari',
    steps: 'open your card page, tap Share, then Add to Home Screen.',
  },
] as const;

/**
 * The share page's "Offline and home screen" section (docs/product.md#share-offline): the card
 * page works offline for anyone who opened it once, and the owner can put it on a home screen.
 */
export function HomeScreenSection({ card }: { card: Card }) {
  const addressId = useId();
  // The site is where it was opened (decision 0013): the address the owner sees here.
  const address = new URL(cardStartUrl(card.id), window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success('Card address copied to the clipboard.');
    } catch {
      toast.error('Copy failed: select the address and copy it yourself.');
    }
  };
  return (
    <Panel
      title="Offline and home screen"
      icon={WifiOff}
      description="Your card page keeps working with no network, and sits on a home screen like an app."
    >
      <p className="mt-4 text-sm text-slate-700">
        Anyone who opened your card page once can open it again with no signal: their phone keeps
        the page, its pictures and your contact file, and shows them offline. Nothing to set up.
      </p>
      <h3 className="mt-5 text-sm font-semibold text-ink">Put your card on your home screen</h3>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {INSTALL_STEPS.map(({ browser, steps }) => (
          <li key={browser} className="rounded-lg bg-slate-50 px-3 py-2">
            <span className="font-medium text-ink">{browser}:</span> {steps}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        It opens full screen in your card&apos;s colours, with your photo (or initials) as its icon:
        a quick way to show your card in person.
      </p>
      <label htmlFor={addressId} className="mt-5 block text-sm font-semibold text-ink">
        Your card page
      </label>
      <input
        id={addressId}
        readOnly
        value={address}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-ink"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={cardStartUrl(card.id)} className={buttonClasses({ size: 'sm' })}>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          Open my card page
        </a>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy address
        </Button>
      </div>
    </Panel>
  );
}
