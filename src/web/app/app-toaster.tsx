import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '../lib/toast';
import { TOAST_TOP_OFFSET_PX } from '../../shared/ui/toast-style';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        closeButton
        // Below the sticky header, never over its navigation (docs/product.md#toasts).
        offset={{ top: TOAST_TOP_OFFSET_PX }}
        mobileOffset={{ top: TOAST_TOP_OFFSET_PX, left: 12, right: 12 }}
        toastOptions={{
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
