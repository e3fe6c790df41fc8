import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageId } from '../../shared/i18n/catalogue';
import { translate } from './i18n/intl';
import { toast, type ToastType } from './toast';

/** A toast's words as message ids, read in the active language when it is shown. */
interface StatusToast {
  type: ToastType;
  message: MessageId;
  title?: MessageId;
}

/**
 * Post-action redirects (docs/product.md#post-action-redirects): `?success=` and `?error=` values and the toast each produces.
 * Values not listed here are left for the page that owns them (for example /login?error=).
 */
export const STATUS_PARAM_TOASTS = {
  success: {
    card_created: { type: 'success', message: 'common.status.cardCreated' },
    card_updated: { type: 'success', message: 'common.status.cardUpdated' },
    card_deleted: { type: 'success', message: 'common.status.cardDeleted' },
  },
  error: {
    max_cards: { type: 'error', message: 'common.status.maxCards' },
    no_subscription: {
      type: 'info',
      title: 'common.status.noSubscriptionTitle',
      message: 'common.status.noSubscription',
    },
  },
} as const satisfies Record<string, Record<string, StatusToast>>;

type StatusParam = keyof typeof STATUS_PARAM_TOASTS;
export type SuccessStatus = keyof (typeof STATUS_PARAM_TOASTS)['success'];

/** A path carrying a status parameter, e.g. `withStatus('/', 'success', 'card_created')`. */
export function withStatus<P extends StatusParam>(
  path: string,
  param: P,
  value: keyof (typeof STATUS_PARAM_TOASTS)[P],
): string {
  return `${path}?${new URLSearchParams({ [param]: String(value) }).toString()}`;
}

function findStatusToast(params: URLSearchParams): Array<[StatusParam, StatusToast]> {
  const found: Array<[StatusParam, StatusToast]> = [];
  for (const param of Object.keys(STATUS_PARAM_TOASTS) as StatusParam[]) {
    const value = params.get(param);
    const table: Record<string, StatusToast> = STATUS_PARAM_TOASTS[param];
    if (value !== null && Object.hasOwn(table, value)) {
      const entry = table[value];
      if (entry) found.push([param, entry]);
    }
  }
  return found;
}

/** Shows the toast for a known status parameter, then removes it from the address (replace). */
export function useStatusParamToasts(): void {
  const [params, setParams] = useSearchParams();
  const lastHandled = useRef<string | null>(null);
  const signature = params.toString();

  useEffect(() => {
    const found = findStatusToast(new URLSearchParams(signature));
    if (found.length === 0 || lastHandled.current === signature) return;
    lastHandled.current = signature;
    for (const [, entry] of found)
      toast[entry.type](translate(entry.message), entry.title && translate(entry.title));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [param] of found) next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [signature, setParams]);
}
