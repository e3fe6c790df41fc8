import type { Card } from '../../../shared/card';
import { Panel } from '../../components/ui/panel';

/** The share page's "QR code" section: a placeholder until its feature lands. */
export function QrSection({ card }: { card: Card }) {
  return (
    <Panel title="QR code">
      <p className="mt-2 text-sm text-ink-muted">Not built yet for {card.fullName}.</p>
    </Panel>
  );
}
