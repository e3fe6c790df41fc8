/** The address waiting for verification after sign-up (docs/product.md#screens-email-verification). */
const PENDING_EMAIL_KEY = 'cardvault.pendingVerificationEmail';

export function storePendingEmail(email: string): boolean {
  try {
    window.localStorage.setItem(PENDING_EMAIL_KEY, email);
    return true;
  } catch {
    return false;
  }
}

export function readPendingEmail(): string | null {
  try {
    return window.localStorage.getItem(PENDING_EMAIL_KEY);
  } catch {
    return null;
  }
}

export function clearPendingEmail(): void {
  try {
    window.localStorage.removeItem(PENDING_EMAIL_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
