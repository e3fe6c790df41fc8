export type AuthMode = 'signIn' | 'signUp' | 'forgot' | 'reset';

export const AUTH_HEADINGS: Record<AuthMode, { title: string; subtitle: string }> = {
  signIn: {
    title: 'Hey there!',
    subtitle: 'Sign in to create, share and manage your digital business cards.',
  },
  signUp: {
    title: 'Create Account',
    subtitle: 'Start with your email address. Your first 2 months are free.',
  },
  forgot: {
    title: 'Forgot password',
    subtitle: 'Enter your email address and we will send you a link to reset your password.',
  },
  reset: {
    title: 'Set a new password',
    subtitle: 'Choose a new password for your account.',
  },
};
