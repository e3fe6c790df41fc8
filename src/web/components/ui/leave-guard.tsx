import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** The question asked before unsaved changes are left behind (docs/product.md#leave-guard). */
const LEAVE_GUARD_TEXTS = {
  title: 'Leave without saving?',
  description: 'Your changes on this page have not been saved. If you leave now, they are lost.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
} as const;

/**
 * Asks before unsaved changes are lost: a navigation inside the app waits for the answer in a
 * dialog, and closing or reloading the tab gets the browser's own question. `dirty` is whether
 * anything would be lost; while it is false nothing is asked. A page that navigates on purpose
 * (after saving) calls `allowLeave` first.
 */
export function useLeaveGuard(dirty: boolean) {
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

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE_GUARD_TEXTS.title}
      description={LEAVE_GUARD_TEXTS.description}
      confirmLabel={LEAVE_GUARD_TEXTS.leave}
      cancelLabel={LEAVE_GUARD_TEXTS.stay}
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
