import { lazy, Suspense, useState } from 'react';
import type { AuthMode } from '../features/auth/components/auth-mode';
import { AboutPage } from '../features/marketing/about-page';

// Loaded on first use: the forms (and their validation library) stay out of the page bundle.
const SignInDialog = lazy(async () => ({
  default: (await import('../features/auth/sign-in-dialog')).SignInDialog,
}));

/** /about, whose buttons open the auth screens' sign-in modal. */
export function AboutRoute() {
  const [modal, setModal] = useState<{ open: boolean; mode: AuthMode } | null>(null);
  return (
    <>
      <AboutPage onSignIn={(mode) => setModal({ open: true, mode })} />
      {modal ? (
        <Suspense fallback={null}>
          <SignInDialog
            key={modal.mode}
            open={modal.open}
            initialMode={modal.mode}
            onOpenChange={(open) => setModal((current) => (current ? { ...current, open } : null))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
