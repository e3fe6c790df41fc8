/**
 * Where a signed-out visitor goes back to once signed in. Only an invitation's link is kept (every
 * other signed-in page sends a visitor to /login and then to My Cards, docs/product.md#redirects):
 * its token is lost otherwise. Kept for the tab only, and only a path of this app.
 */
const KEY = 'cardvault.return-path';
const KEPT = /^\/team\/join\?token=[\w.~%-]+$/;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export function rememberReturnPath(path: string): void {
  if (KEPT.test(path)) storage()?.setItem(KEY, path);
}

/** The path to go to after signing in: the one remembered, else My Cards. */
export function returnPathAfterSignIn(): string {
  const path = storage()?.getItem(KEY) ?? '';
  return KEPT.test(path) ? path : '/';
}

/** Forgets the path once its page is shown. */
export function forgetReturnPath(): void {
  storage()?.removeItem(KEY);
}
