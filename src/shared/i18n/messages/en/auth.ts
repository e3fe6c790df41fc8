/** Signing in and up, the verification and profile pages, the rules their forms check, the sign-in mails. */
const auth = {
  // The login page and its forms (docs/product.md#screens-login).
  'login.pageTitle': 'Login',
  'login.tagline': 'Share who you are in one scan.',
  'login.highlightQr': 'A QR code for every card',
  'login.highlightSave': 'Contacts saved in one tap',
  'login.highlightUpdate': 'Update your details any time',
  'auth.signIn.title': 'Hey there!',
  'auth.signIn.subtitle': 'Sign in to create, share and manage your digital business cards.',
  'auth.signUp.title': 'Create Account',
  'auth.signUp.subtitle': 'Start with your email address. Your first 2 months are free.',
  'auth.forgot.title': 'Forgot password',
  'auth.forgot.subtitle':
    'Enter your email address and we will send you a link to reset your password.',
  'auth.reset.title': 'Set a new password',
  'auth.reset.subtitle': 'Choose a new password for your account.',
  'auth.ssoHint':
    'At work with single sign-on? Your work address takes you to your organisation’s sign-in.',
  'auth.ssoNotice':
    'Your organisation signs you in with single sign-on: continue to its sign-in page.',
  'auth.forgotPasswordLink': 'Forgot password?',
  'auth.continueWithSso': 'Continue with single sign-on',
  'auth.signInButton': 'Sign In',
  'auth.noAccount': "Don't have an account? <button>Create one</button>",
  'auth.signInInstead': 'Sign in instead',
  'auth.createAccountButton': 'Create Account',
  'auth.backToSignIn': 'Back to Sign In',
  'auth.or': 'or',
  'auth.continueWith': 'Continue with {provider}',
  'auth.agreement':
    'By continuing you agree to our <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>.',
  'auth.localMailboxTitle': 'This server does not send email',
  'auth.localMailboxBody':
    'To find the link, open the mailbox address the server printed when it started (it ends in <code>/dev/mailbox?token=…</code>).',

  // Form fields the screens share.
  'field.email': 'Email',
  'field.password': 'Password',
  'field.confirmPassword': 'Confirm password',
  'field.fullName': 'Full name',
  'field.counter': '{length}/{max} characters',
  'field.passwordRule': 'At least {min} characters.',

  // What the auth screens say (docs/product.md#messages-sign-in and after).
  'auth.error.invalidEmailOrPassword':
    'Authentication failed: Email or password is incorrect. Please try again.',
  'auth.error.invalidEmail': 'Authentication failed: Invalid email address format.',
  'auth.error.rateLimited':
    'Authentication failed: Too many failed attempts. Please try again later.',
  'auth.error.userNotFound':
    'Authentication failed: No account found with this email address. Please sign up first.',
  'auth.error.invalidPassword': 'Authentication failed: Incorrect password. Please try again.',
  'auth.error.disabled':
    'Authentication failed: This account has been disabled. Please contact support.',
  'auth.error.other': 'Authentication failed: {code}',
  'auth.signUpError.invalidEmail': 'Sign-up failed: Invalid email address format.',
  'auth.signUpError.rateLimited':
    'Sign-up failed: Too many failed attempts. Please try again later.',
  'auth.signUpError.passwordTooShort':
    'Sign-up failed: Password must be at least {min} characters.',
  'auth.serverDown': 'Server is down. Please try again later.',
  'auth.emailNotVerifiedToast':
    'Please verify your email address before signing in. Check your inbox for the verification link.',
  'auth.emailNotVerifiedBanner':
    'Email not verified. Please check your inbox for the verification link.',
  'auth.resendSuccess': 'Verification email sent. Please check your inbox.',
  'auth.resendFailure': 'Failed to resend verification email. Please try again.',
  'auth.resetSent': 'Password reset email sent. Please check your inbox.',
  'auth.resetSendFailure': 'Failed to send password reset email.',
  'auth.socialFailure': 'Sign-in failed',
  'auth.socialFailureWithReason': 'Sign-in failed: {reason}.',
  'auth.missingCredentials': 'Please enter both email and password',
  'auth.accountExists':
    'An account with this email address already exists. Please sign in instead, or use "Forgot password?" if you cannot remember your password.',
  'auth.signUpFailure': 'Sign-up failed. Please try again.',
  'auth.verificationLinkInvalid':
    'This verification link is invalid or has expired. Sign in with your email and password to get a new one.',
  'auth.resetLinkInvalid':
    'This password reset link is invalid or has expired. Request a new link to reset your password.',
  'auth.passwordReset': 'Your password has been reset. You can now sign in with your new password.',
  'auth.passwordChanged': 'Your password has been updated.',
  'auth.emailVerified': 'Your email address is verified. Please sign in.',
  'auth.accountNotLinked':
    'Sign-in failed: this email address already has an account. Sign in the way you first signed up.',
  'auth.providerEmailNotVerified':
    'Sign-in failed: the provider has not verified this email address. Verify it with the provider first, or sign up with your email and password.',
  'auth.ssoRequired':
    'Sign-in failed: your organisation requires single sign-on for this address. Sign in with your work email to go to its sign-in.',
  'auth.ssoRequiredBy':
    "{organisation} requires single sign-on for this address: continue with your organisation's sign-in.",
  'auth.ssoDomainNotVerified':
    "Sign-in failed: this address is not in a verified domain of the provider's organisation.",
  'auth.providerError.restart':
    'Sign-in failed: the sign-in took too long or was started in another browser. Start it again.',
  'auth.providerError.setup':
    "Sign-in failed: your organisation's sign-in is not set up correctly. Ask its admin to check the single sign-on settings.",
  'auth.providerError.cancelled': 'Sign-in failed: the sign-in was cancelled at the provider.',

  'auth.sendResetLink': 'Send Reset Link',
  'auth.back': 'Back',
  'auth.requestNewLink': 'Request a new link',
  'auth.resetPasswordButton': 'Reset Password',
  'field.newPassword': 'New password',
  'field.confirmNewPassword': 'Confirm new password',
  'auth.resendVerification': 'Resend Verification Email',

  // The verification and profile pages (docs/product.md#screens-email-verification).
  'auth.checkingSignIn': 'Checking your sign-in…',
  'logout.pageTitle': 'Logging out',
  'logout.body': 'Logging out...',
  'verify.pageTitle': 'Verify your email',
  'verify.title': 'Verification email sent successfully!',
  'verify.sentTo': 'We sent a verification link to',
  'verify.body':
    'Open the link in that email to activate your account. If you cannot find it, check your spam folder, or sign up again to get a new link.',
  'verify.resend': 'Resend',
  'profile.title': 'Complete your profile',
  'profile.intro': 'Tell us your name to finish setting up your account.',
  'profile.success': 'Profile completed successfully!',
  'profile.failure': 'Failed to create user profile',
  'profile.disabledName': 'Enter your full name to continue.',
  'profile.disabledBoth': 'Enter your full name and accept the terms and conditions to continue.',
  'profile.agree':
    'I agree to the <terms>Terms and Conditions</terms> and <privacy>Privacy Policy</privacy>',
  'profile.completeButton': 'Complete Profile',

  // The form rules the sign-in and sign-up forms check (src/shared/user.ts).
  'validation.emailInvalid': 'Enter a valid email address',
  'validation.passwordMin': 'Password must be at least {min} characters',
  'validation.passwordMax': 'Password must be at most {max} characters',
  'validation.passwordsDiffer': 'Passwords do not match',
  'validation.termsRequired': 'Please accept the terms and conditions to continue',
  'validation.fullNameMissing': 'Please enter your full name',
  'validation.fullNameMax': 'Full name must be at most {max} characters',

  // The sign-in mails (src/server/plugins/auth/mails.ts).
  'mail.verify.subject': 'Verify your email address for CardVault',
  'mail.verify.heading': 'Confirm your email address',
  'mail.verify.body1':
    'Thanks for signing up for CardVault. Confirm that this is your address to finish creating your account.',
  'mail.verify.body2':
    'The link works for 24 hours. If you did not sign up, you can ignore this message.',
  'mail.verify.action': 'Verify email address',
  'mail.reset.subject': 'Reset your CardVault password',
  'mail.reset.heading': 'Reset your password',
  'mail.reset.body1': 'Someone asked to reset the password of your CardVault account.',
  'mail.reset.body2':
    'The link works for one hour and only once. If it was not you, ignore this message: your password stays as it is.',
  'mail.reset.action': 'Choose a new password',
  'mail.existing.subject': 'You already have a CardVault account',
  'mail.existing.heading': 'You already have an account',
  'mail.existing.body1':
    'Someone, probably you, just tried to create a CardVault account with this address. It already has one, so nothing was changed.',
  'mail.existing.body2':
    'Sign in instead. If you forgot your password, choose "Forgot password" on the sign-in page. If your address is not verified yet, signing in offers a new verification link.',
  'mail.existing.action': 'Sign in',
} as const;

export default auth;
