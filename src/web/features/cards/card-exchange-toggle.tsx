import { FormSection } from './card-form-fields';

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
  return (
    <FormSection
      title="Contact exchange"
      description="Visitors can leave their own details for you, and you find them under Leads."
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
          <span className="block font-semibold text-ink">Let visitors share their details</span>
          <span className="block text-xs text-ink-muted">
            Adds &ldquo;Share your details&rdquo; beside Save contact on the card&rsquo;s page.
            Visitors must agree before anything is sent.
          </span>
        </span>
      </label>
    </FormSection>
  );
}
