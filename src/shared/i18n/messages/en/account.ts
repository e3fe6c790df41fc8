/** The account page: profile, password, the account's data and its deletion (docs/product.md#screens-account). */
const account = {
  'account.title': 'Account',
  'account.nav.label': 'Account',
  'account.nav.account': 'Account',
  'account.nav.myCards': 'My Cards',
  'account.nav.subscription': 'Manage Subscription',
  'account.nav.signOut': 'Sign Out',

  // Profile.
  'account.profile.title': 'Profile',
  'account.profile.description': 'Your name and picture across CardVault.',
  'account.profile.pictureAlt': 'Your profile picture',
  'account.profile.changePicture': 'Change picture',
  'account.profile.thing': 'profile',
  'account.profile.email': 'Email',
  'account.profile.emailHint': 'Your email address cannot be changed here.',
  'account.profile.uploading': 'Uploading picture…',
  'account.profile.saving': 'Saving…',
  'account.profile.save': 'Save changes',
  'account.profile.saved': 'Account details saved.',
  'account.profile.failed': 'Failed to update account details',
  'account.profile.newerLoaded':
    'Your profile as it was saved elsewhere is loaded. Nothing else changed.',
  'account.avatar.title': 'Profile picture',
  'account.avatar.description': 'Choose a picture, check the preview, then apply it.',
  'account.avatar.choose': 'Choose a picture',
  'account.avatar.previewAlt': 'Preview of the profile picture',
  'account.conflict.fullName': 'Full name',
  'account.conflict.picture': 'Profile picture',
  'account.conflict.noPicture': 'No picture',
  'account.conflict.yourPicture': 'Profile picture: yours',
  'account.conflict.newerPicture': 'Profile picture: the newer saved one',

  // Password.
  'account.password.title': 'Update password',
  'account.password.description': 'Enter your current password, then choose a new one.',
  'account.password.current': 'Current password',
  'account.password.new': 'New password',
  'account.password.submit': 'Update password',

  // The account's data (docs/product.md#account-data).
  'account.data.title': 'Your data',
  'account.data.description':
    'Download one ZIP file with your profile, your cards and their images, vCards and daily figures, with a README that explains each file.',
  'account.data.download': 'Download my data',
  'account.data.limit': 'Up to {count} downloads an hour.',
  'account.delete.title': 'Delete account',
  'account.delete.description':
    'Deletes your account and everything in it, and cancels your subscription. This cannot be undone.',
  'account.delete.open': 'Delete my account',
  'account.delete.close': 'Close delete account dialog',
  'account.delete.dialogTitle': 'Delete your account',
  'account.delete.withPassword': 'Type your e-mail address and your password to confirm.',
  'account.delete.recentSignIn':
    'Type your e-mail address to confirm. You must have signed in within the last {minutes} minutes; if not, sign out and sign in again first.',
  'account.delete.submit': 'Delete my account forever',
  'account.delete.warning':
    'Your account, your profile, your cards and their images, vCards and daily figures are deleted at once, and your subscription is cancelled now. Download your data first if you want to keep a copy.',
  'account.delete.emailLabel': 'Your e-mail address',
  'account.delete.emailHint': 'Type <address>{email}</address> again.',
  'account.delete.passwordLabel': 'Your password',
  'account.delete.typeEmail': 'Type your e-mail address to confirm',
  'account.delete.notYourEmail': 'This is not the e-mail of your account',
  'account.delete.enterPassword': 'Enter your password',
  'account.delete.wrongPassword': 'This password is not correct',
  'account.delete.reauthenticate':
    'For your security, sign out, sign in again, then delete your account within {minutes} minutes.',
  'account.delete.failed': 'Failed to delete your account. Please try again.',
  'account.delete.done': 'Your account and everything in it have been deleted.',
};

export default account;
