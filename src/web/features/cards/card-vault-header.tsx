import type { SubscriptionDetails } from '../../../shared/billing';
import { usagePercent } from '../../../shared/text';
import { UsagePanel } from '../../components/ui/usage-panel';

/** Card Vault header (docs/product.md#screens-my-cards): slots used of total, a percentage bar, two tiles (usage rule, docs/product.md#status-display). */
export function CardVaultHeader({ details }: { details: SubscriptionDetails }) {
  const allocated = details.card_allocation;
  const created = details.current_card_count;
  return (
    <UsagePanel
      title="CardVault"
      usageText={`${created} of ${allocated} slots used`}
      percent={usagePercent(created, allocated)}
      tiles={[
        ['Cards Created', created],
        ['Available Slots', Math.max(0, allocated - created)],
      ]}
    />
  );
}
