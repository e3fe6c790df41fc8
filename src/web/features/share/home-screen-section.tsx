import type { Card } from '../../../shared/card';
import { Panel } from '../../components/ui/panel';

/** The share page's "Offline and home screen" section: a placeholder until its feature lands. */
export function HomeScreenSection({ card }: { card: Card }) {
  return (
    <Panel title="Offline and home screen">
      <p className="mt-2 text-sm text-ink-muted">Not built yet for {card.fullName}.</p>
    </Panel>
  );
}
