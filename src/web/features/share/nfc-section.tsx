import type { Card } from '../../../shared/card';
import { Panel } from '../../components/ui/panel';

/** The share page's "NFC tag" section: a placeholder until its feature lands. */
export function NfcSection({ card }: { card: Card }) {
  return (
    <Panel title="NFC tag">
      <p className="mt-2 text-sm text-ink-muted">Not built yet for {card.fullName}.</p>
    </Panel>
  );
}
