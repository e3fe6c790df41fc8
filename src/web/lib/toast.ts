import { failureMessage } from './http';

export type ToastType = 'success' | 'error' | 'info';

export const TOAST_DURATION_MS = 10_000;

const DEFAULT_TOAST_TITLES: Record<ToastType, string> = {
  success: 'Success',
  error: 'Unable to process',
  info: 'Info',
};

// sonner is loaded on demand so it stays out of the landing bundle; the Toaster replays
// toasts raised before it subscribed.
const loadSonner = () => import('sonner');

function show(type: ToastType, message: string, title?: string): void {
  void loadSonner().then(({ toast }) => {
    toast[type](title ?? DEFAULT_TOAST_TITLES[type], { description: message });
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
