import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../lib/i18n/use-t';
import { directionOf, languageOr } from '../../shared/i18n/languages';
import { TOAST_DURATION_MS } from '../lib/toast';
import { TOAST_TOP_OFFSET_PX } from '../../shared/ui/toast-style';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function AppToaster() {
  const { locale } = useIntl();
  const t = useT();
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        // At the top centre in either direction; its icon, text and close button follow the language.
        dir={directionOf(languageOr(locale))}
        duration={TOAST_DURATION_MS}
        closeButton
        containerAriaLabel={t('common.toast.region')}
        // Below the sticky header, never over its navigation (docs/product.md#toasts).
        offset={{ top: TOAST_TOP_OFFSET_PX }}
        mobileOffset={{ top: TOAST_TOP_OFFSET_PX, left: 12, right: 12 }}
        toastOptions={{
          closeButtonAriaLabel: t('common.toast.close'),
          classNames: {
            toast: 'border-slate-200! shadow-card!',
            title: 'font-semibold! text-ink!',
            description: 'text-slate-700! text-sm',
            success: '[&_[data-icon]]:text-emerald-700',
            error: '[&_[data-icon]]:text-red-700',
            info: '[&_[data-icon]]:text-brand-700',
          },
        }}
      />
    </Suspense>
  );
}
