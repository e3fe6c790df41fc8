import type { MessageId } from '../../shared/i18n/catalogue';
import { failureMessage } from './http';
import { translate } from './i18n/intl';

export type ToastType = 'success' | 'error' | 'info';

export const TOAST_DURATION_MS = 10_000;

const DEFAULT_TOAST_TITLES: Record<ToastType, MessageId> = {
  success: 'common.toast.success',
  error: 'common.toast.error',
  info: 'common.toast.info',
};

// sonner is loaded on demand so it stays out of the landing bundle; the Toaster replays
// toasts raised before it subscribed.
const loadSonner = () => import('sonner');

function show(type: ToastType, message: string, title?: string): void {
  void loadSonner().then(({ toast }) => {
    toast[type](title ?? translate(DEFAULT_TOAST_TITLES[type]), { description: message });
  });
}

export const toast = {
  success: (message: string, title?: string) => show('success', message, title),
  error: (message: string, title?: string) => show('error', message, title),
  info: (message: string, title?: string) => show('info', message, title),
};

/**
 * A failed action as a toast: the action's own text, and beside it, for a request the server
 * refused, the server's reason (failureMessage).
 */
export function toastFailure(error: unknown, actionText: string): void {
  const reason = failureMessage(error, actionText);
  if (reason === actionText) toast.error(actionText);
  else toast.error(reason, actionText);
}
