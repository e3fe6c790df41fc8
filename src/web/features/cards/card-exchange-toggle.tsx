import { FormSection } from './card-form-fields';
import { useT } from '../../lib/i18n/use-t';

/**
 * Whether the card's public page offers "Share your details" (docs/product.md#leads): on for
 * every new card, on every plan.
 */
export function CardExchangeToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <FormSection
      title={t('editor.exchange.title')}
      description={t('editor.exchange.description')}
      columns={1}
    >
      <label className="flex min-h-11 items-start gap-3 rounded-xl border border-slate-300 p-3 text-sm">
        <input
          type="checkbox"
          name="exchangeEnabled"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        />
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{t('editor.exchange.label')}</span>
          <span className="block text-xs text-ink-muted">{t('editor.exchange.help')}</span>
        </span>
      </label>
    </FormSection>
  );
}
