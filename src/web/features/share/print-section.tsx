import type { Card } from '../../../shared/card';
import { Panel } from '../../components/ui/panel';

/** The share page's "Printed cards" section: a placeholder until its feature lands. */
export function PrintSection({ card }: { card: Card }) {
  return (
    <Panel title="Printed cards">
      <p className="mt-2 text-sm text-ink-muted">Not built yet for {card.fullName}.</p>
    </Panel>
  );
}
