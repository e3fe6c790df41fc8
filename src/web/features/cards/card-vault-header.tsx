import type { SubscriptionDetails } from '../../../shared/billing';
import { usagePercent } from '../../../shared/text';
import { BrandPanel, UsagePanel } from '../../components/ui/usage-panel';
import { useT } from '../../lib/i18n/use-t';

/**
 * Card Vault header (docs/product.md#screens-my-cards): slots used of total, a percentage bar, two
 * tiles (usage rule, docs/product.md#limits). Without a subscription there are no slots to count,
 * so it says where they come from instead of "0 of 0".
 */
export function CardVaultHeader({ details }: { details: SubscriptionDetails }) {
  const t = useT();
  if (!details.has_subscription) {
    return (
      <BrandPanel title="CardVault">
        <p className="mt-5 text-2xl font-extrabold tracking-tight">{t('vault.noSlotsTitle')}</p>
        <p className="mt-1 max-w-xl leading-relaxed text-brand-50">{t('vault.noSlotsBody')}</p>
      </BrandPanel>
    );
  }
  const allocated = details.card_allocation;
  const created = details.current_card_count;
  return (
    <UsagePanel
      title="CardVault"
      usageText={t('vault.usage', { created, allocated })}
      percent={usagePercent(created, allocated)}
      tiles={[
        [t('vault.cardsCreated'), created],
        [t('vault.availableSlots'), Math.max(0, allocated - created)],
      ]}
    />
  );
}
