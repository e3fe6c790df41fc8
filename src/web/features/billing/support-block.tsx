import { Link } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t';

/** The 'Any questions? Send us your query' block, always on the subscription page
 * (docs/product.md#screens-subscription). */
export function SupportBlock() {
  const t = useT();
  return (
    <section
      aria-label={t('billing.support.label')}
      className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <LifeBuoy aria-hidden="true" className="h-5 w-5" />
      </span>
      <p className="text-sm leading-relaxed text-slate-700">
        <span className="block font-bold text-ink">{t('billing.support.question')}</span>{' '}
        <Link
          to="/support"
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('billing.support.link')}
        </Link>
      </p>
    </section>
  );
}
