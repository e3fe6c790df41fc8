/**
 * Where sign-up lives (docs/product.md#screens-sign-up-address): its own address, so the browser's
 * back button returns to it. Every "Create Card" and "Start your free trial" of a signed-out
 * visitor opens it.
 */
export const SIGN_UP_PATH = '/login?mode=signup';

/** The auth screen a `mode` search parameter names; anything else is sign-in. */
type AuthScreen = 'signIn' | 'signUp' | 'forgot' | 'reset';

const PARAM_OF: Record<AuthScreen, string | null> = {
  signIn: null,
  signUp: 'signup',
  forgot: 'forgot',
  reset: 'reset',
};

export function authScreenFromParam(value: string | null): AuthScreen {
  if (value === 'signup') return 'signUp';
  if (value === 'forgot') return 'forgot';
  if (value === 'reset') return 'reset';
  return 'signIn';
}

export function authScreenParam(screen: AuthScreen): string | null {
  return PARAM_OF[screen];
}
