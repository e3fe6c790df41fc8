import type { Card } from '../../../shared/card';
import { Panel } from '../../components/ui/panel';

/** The share page's "E-mail signature" section: a placeholder until its feature lands. */
export function SignatureSection({ card }: { card: Card }) {
  return (
    <Panel title="E-mail signature">
      <p className="mt-2 text-sm text-ink-muted">Not built yet for {card.fullName}.</p>
    </Panel>
  );
}
