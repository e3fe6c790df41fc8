import type { Card } from '../../../shared/card';
import { Panel } from '../../components/ui/panel';

/** The share page's "Video-call background" section: a placeholder until its feature lands. */
export function BackgroundSection({ card }: { card: Card }) {
  return (
    <Panel title="Video-call background">
      <p className="mt-2 text-sm text-ink-muted">Not built yet for {card.fullName}.</p>
    </Panel>
  );
}
