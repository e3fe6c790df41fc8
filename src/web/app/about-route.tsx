import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuthMode } from '../features/auth/components/auth-mode';
import { AboutPage } from '../features/marketing/about-page';
import { authScreenFromParam, authScreenParam } from '../lib/auth/auth-paths';

// Loaded on first use: the forms (and their validation library) stay out of the page bundle.
const SignInDialog = lazy(async () => ({
  default: (await import('../features/auth/sign-in-dialog')).SignInDialog,
}));

/**
 * /about, whose buttons open the auth screens' sign-in modal. Like /login, the modal's screen lives
 * in the URL (`?auth=signin`, `?auth=signup`, docs/product.md#screens-sign-up-address), so the
 * browser's back button returns to it.
 */
export function AboutRoute() {
  const [params, setParams] = useSearchParams();
  const auth = params.get('auth');
  const mode: AuthMode | null = auth ? authScreenFromParam(auth === 'signin' ? null : auth) : null;
  // Mounted once opened, so the dialog can animate out when it closes.
  const [opened, setOpened] = useState(false);
  if (mode && !opened) setOpened(true);
  const show = (next: AuthMode) =>
    setParams(new URLSearchParams({ auth: authScreenParam(next) ?? 'signin' }));
  return (
    <>
      <AboutPage onSignIn={show} />
      {opened ? (
        <Suspense fallback={null}>
          <SignInDialog
            open={mode !== null}
            mode={mode ?? 'signIn'}
            onModeChange={show}
            onOpenChange={(open) => {
              if (!open) setParams(new URLSearchParams());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
