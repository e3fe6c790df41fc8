import type { Card } from '../../../shared/card';
import { Panel } from '../../components/ui/panel';

/** The share page's "Wallet passes" section: a placeholder until its feature lands. */
export function WalletSection({ card }: { card: Card }) {
  return (
    <Panel title="Wallet passes">
      <p className="mt-2 text-sm text-ink-muted">Not built yet for {card.fullName}.</p>
    </Panel>
  );
}
