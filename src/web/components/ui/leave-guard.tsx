import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before unsaved changes are lost: a navigation inside the app waits for the answer in a
 * dialog, and closing or reloading the tab gets the browser's own question. `dirty` is whether
 * anything would be lost; while it is false nothing is asked. A page that navigates on purpose
 * (after saving) calls `allowLeave` first.
 */
export function useLeaveGuard(dirty: boolean) {
  const t = useT();
  // Set by the page itself just before it navigates on purpose (after a save, say).
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // The question asked before unsaved changes are left behind (docs/product.md#leave-guard).
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('common.leave.title')}
      description={t('common.leave.description')}
      confirmLabel={t('common.leave.leave')}
      cancelLabel={t('common.leave.stay')}
      danger
      busy={false}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return {
    dialog,
    /** Lets the page's own next navigation through (its changes were saved or handed on). */
    allowLeave: () => {
      leaving.current = true;
    },
  };
}
