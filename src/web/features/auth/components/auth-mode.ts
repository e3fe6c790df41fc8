import type { MessageId } from '../../../../shared/i18n/catalogue';

export type AuthMode = 'signIn' | 'signUp' | 'forgot' | 'reset';

/** Each screen's heading and the line under it, as message ids. */
export const AUTH_HEADINGS: Record<AuthMode, { title: MessageId; subtitle: MessageId }> = {
  signIn: { title: 'auth.signIn.title', subtitle: 'auth.signIn.subtitle' },
  signUp: { title: 'auth.signUp.title', subtitle: 'auth.signUp.subtitle' },
  forgot: { title: 'auth.forgot.title', subtitle: 'auth.forgot.subtitle' },
  reset: { title: 'auth.reset.title', subtitle: 'auth.reset.subtitle' },
};
