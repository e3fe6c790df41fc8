/**
 * The English catalogue: the source text, word for word as docs/product.md writes it. Every other
 * language has these keys and no others, each an ICU message with the same placeholders
 * (src/shared/i18n/catalogue.test.ts). Keys are grouped by where they are shown.
 */
const en = {
  // The page itself, before and around the app.
  'shell.loading': 'Loading CardVault…',
  'shell.skipToContent': 'Skip to content',

  // The language menu.
  'language.label': 'Language',

  // The headers (docs/product.md#screens-header).
  'header.mainNav': 'Main',
  'header.mobileNav': 'Mobile',
  'header.menu': 'Menu',
  'header.login': 'Login',
  'header.createCard': 'Create Card',
  'header.signOut': 'Sign Out',
  'header.signedInAs': 'Signed in as <b>{email}</b>',
  'header.userMenu': 'User menu',
  'header.adminShort': 'Admin',
  'header.adminConsole': 'Admin console',
  'nav.myCards': 'My Cards',
  'nav.insights': 'Insights',
  'nav.leads': 'Leads',
  'nav.team': 'Team',
  'nav.pricing': 'Pricing',
  'nav.account': 'Account',
  'nav.subscription': 'Subscription',
  'nav.digitalBusinessCards': 'Digital Business Cards',
  'nav.howItWorks': 'How it Works',

  // The footer.
  'footer.tagline':
    'Digital business cards with a QR code for every card. Share who you are in one scan.',
  'footer.nav': 'Footer',
  'footer.company': 'Company',
  'footer.about': 'About',
  'footer.feedback': 'Feedback',
  'footer.legal': 'Legal',
  'footer.terms': 'Terms of Service',
  'footer.privacy': 'Privacy Policy',
  'footer.copyright': '© {year} CardVault. All rights reserved.',

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

  // My Cards (docs/product.md#screens-my-cards).
  'myCards.title': 'My Cards',
  'myCards.loadingOrganisation': 'Loading the organisation…',
  'myCards.orgTitle': 'Cards of {organisation}',
  'myCards.organisation': 'Organisation',
  'myCards.orgIntroManager': 'Every card of the organisation. Your own cards are under Personal.',
  'myCards.orgIntroMember':
    'The cards of the organisation given to you. Your own cards are under Personal.',
  'myCards.yourCards': 'Your cards',
  'myCards.loadingCards': 'Loading cards',
  'myCards.cardPages': 'Card pages',
  'myCards.deleteTitle': 'Delete Card',
  'myCards.deleteQuestion': 'Are you sure you want to delete your card?',
  'myCards.deleteConfirm': 'Yes, Delete Card',
  'myCards.deleteCancel': 'Keep Card',
  'myCards.deleteWarning': 'The card of {name}, its QR code and its public page will be gone.',
  'myCards.empty.title': 'No Cards Found',
  'myCards.empty.createFirst': 'Create Your First Card',
  'myCards.empty.body': 'Create a digital business card with its own QR code and start sharing it.',
  'myCards.empty.trialStep': 'Start your {months}-month free trial',
  'myCards.empty.trialNote': 'Nothing is charged until the trial ends.',
  'myCards.empty.startTrial': 'Start Free Trial',
  'myCards.empty.createStepNote': 'Add your details, then share your card by its link or QR code.',
  'myCards.empty.twoSteps': 'You have no cards yet. Two steps to your first one:',
  'myCards.orgEmpty.memberTitle': 'No cards given to you yet',
  'myCards.orgEmpty.memberBody':
    'When an owner or admin of {organisation} gives you one of its cards, it shows here and you can edit it.',
  'myCards.orgEmpty.title': '{organisation} has no cards yet',
  'myCards.orgEmpty.create': 'Create organisation card',
  'myCards.orgEmpty.body':
    'Make a card for each of your people: it belongs to the organisation, and you give it to a member on the Team page.',

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

  // My Cards: the card vault header and the side panel (docs/product.md#screens-my-cards).
  'vault.noSlotsTitle': 'No card slots yet',
  'vault.noSlotsBody':
    'Your card slots come with a subscription. You choose how many when you start the free trial.',
  'vault.usage': '{created} of {allocated} slots used',
  'vault.cardsCreated': 'Cards Created',
  'vault.availableSlots': 'Available Slots',
  'sidePanel.trialTitle': 'Start your free trial',
  'sidePanel.trialBody':
    'Try CardVault free for {months, plural, one {# month} other {# months}}. Nothing is charged until the trial ends, and you can cancel at any time.',
  'sidePanel.reactivate': 'Reactivate your subscription',
  'sidePanel.pastDue': 'Your payment is past due. Reactivate to keep creating cards.',
  'sidePanel.canceled': 'Your subscription has been canceled. Your existing cards stay accessible.',
  'sidePanel.createTitle': 'Create a new card',
  'sidePanel.freeSlots':
    '{remaining, plural, one {You have # free slot for a new card.} other {You have # free slots for new cards.}}',
  'sidePanel.unlockTitle': 'Unlock more cards',
  'sidePanel.unlockBody':
    'Need cards for your whole team? Add more slots to your subscription at any time.',
  'sidePanel.seePlans': 'See plans',
  'sidePanel.outTitle': "You're out of slots",
  'sidePanel.outBody':
    'Every card slot of your subscription is in use. Add more slots to create new cards.',
  'sidePanel.addSlots': 'Add more slots',
  'sidePanel.questionsTitle': 'Any questions?',
  'sidePanel.questionsBody':
    'We are happy to help with your cards, your subscription or anything else.',
  'sidePanel.sendQuery': 'Send us your query',

  // The API's error codes, for a language other than English (src/web/lib/i18n/error-messages.ts;
  // in English the server's own sentence is shown, these are its usual words).
  'error.UNAUTHORIZED': 'You need to sign in first',
  'error.FORBIDDEN': 'You are not allowed to do that',
  'error.NOT_FOUND': 'Not found',
  'error.RATE_LIMITED': 'Too many requests. Please try again later.',
  'error.CROSS_SITE_REQUEST': 'Cross-site requests are not allowed.',
  'error.PAYLOAD_TOO_LARGE': 'The request body is larger than this form allows',
  'error.EMAIL_NOT_VERIFIED': 'Please verify your email address first',
  'error.FIRST_TIME_USER': 'Please complete your profile first',
  'error.PROFILE_EXISTS': 'Your profile is already complete',
  'error.SELF_REVOKE': 'You cannot revoke your own admin role',
} as const;

export default en;
