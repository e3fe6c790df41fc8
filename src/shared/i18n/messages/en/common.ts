/** The shared UI every screen uses (dialogs, lists, states, toasts), the app's routes and the 404 page. */
const common = {
  // Words many screens share.
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.copy': 'Copy',
  'common.copyNamed': 'Copy the {label}',
  'common.loading': 'Loading…',
  'common.loadingOrganisation': 'Loading the organisation…',
  'common.retry': 'Retry',

  // Toasts (docs/product.md#toasts): the default titles, and what copying says.
  'common.toast.success': 'Success',
  'common.toast.error': 'Unable to process',
  'common.toast.info': 'Info',
  'common.toast.region': 'Notifications',
  'common.toast.close': 'Close toast',
  'common.copied': '{name} copied to the clipboard.',
  'common.copyFailed': 'Copy failed: select the text and copy it yourself.',

  // The toasts of post-action redirects (docs/product.md#post-action-redirects).
  'common.status.cardCreated': 'Card created successfully!',
  'common.status.cardUpdated': 'Card updated successfully!',
  'common.status.cardDeleted': 'Card deleted successfully!',
  'common.status.maxCards':
    'You have reached the maximum number of cards, please add more cards to your subscription',
  'common.status.noSubscriptionTitle': 'Start your free trial',
  'common.status.noSubscription': "Let's get you started",

  // Dialogs.
  'common.dialog.close': 'Close dialog',
  'common.dialog.closeNamed': 'Close {title} dialog',
  'common.dangerNotice': 'This action cannot be undone!',
  'common.deletionBadge': 'To be Deleted in {days} days',

  // The leave guard (docs/product.md#leave-guard).
  'common.leave.title': 'Leave without saving?',
  'common.leave.description':
    'Your changes on this page have not been saved. If you leave now, they are lost.',
  'common.leave.stay': 'Stay on this page',
  'common.leave.leave': 'Leave without saving',

  // The edit conflict dialog (docs/product.md#edit-conflicts).
  'common.conflict.title':
    '{thing, select, card {This card was changed elsewhere} profile {This profile was changed elsewhere} other {This {thing} was changed elsewhere}}',
  'common.conflict.description':
    '{thing, select, card {The card was saved somewhere else, perhaps in another tab, after you opened it. Nothing has been overwritten. For each difference, keep yours or take the newer saved one.} profile {The profile was saved somewhere else, perhaps in another tab, after you opened it. Nothing has been overwritten. For each difference, keep yours or take the newer saved one.} other {The {thing} was saved somewhere else, perhaps in another tab, after you opened it. Nothing has been overwritten. For each difference, keep yours or take the newer saved one.}}',
  'common.conflict.keepAll': 'Keep mine for all',
  'common.conflict.takeAll': 'Take the newer one for all',
  'common.conflict.keep': 'Keep mine',
  'common.conflict.take': 'Take the newer one',
  'common.conflict.back': 'Back to editing',
  'common.conflict.save': 'Save with these choices',
  'common.conflict.load': 'Load the newer one',
  'common.conflict.changedMine': 'You changed this',
  'common.conflict.changedNewer': 'Changed elsewhere',
  'common.conflict.changedBoth': 'Changed in both places',
  'common.conflict.closeLabel': 'Close and go back to editing',
  'common.conflict.differences': 'Differences',
  'common.conflict.empty': '(empty)',

  // Exports and downloads.
  'common.export.label': 'Export',
  'common.export.excel': 'Excel',
  'common.export.csv': 'CSV',
  'common.export.excelFailed': 'The Excel file could not be made.',
  'common.export.csvFailed': 'The CSV file could not be made.',

  // The image picker and the round picture's crop (docs/product.md#validation-images).
  'common.image.remove': 'Remove',
  'common.image.apply': 'Apply',
  'common.image.pending': 'Pending change',
  'common.image.pendingRemovePicture': '(picture will be removed)',
  'common.image.pendingRemoveImage': '(image will be removed)',
  'common.image.pendingNewPicture': '(new picture)',
  'common.image.pendingNewImage': '(new image)',
  'common.image.hint': 'JPEG or PNG, up to {megabytes}MB',
  'common.image.hintNoLimit': 'JPEG or PNG',
  'common.image.invalidType': 'Invalid file type. Please use JPEG, JPG, or PNG format.',
  'common.image.limitNotConfigured': 'Upload limit not configured. Please try again later.',
  'common.image.tooLarge': 'File too large. Maximum size is {megabytes}MB.',
  'common.image.readError': 'Error reading profile image file.',
  'common.image.shape':
    'The image is {width} × {height} pixels: each side must be at least {minSide} pixels and at most {maxRatio} times the other.',
  'common.crop.position': 'Position of the picture: drag or use the arrow keys',
  'common.crop.hint': 'Drag the photo, or use the arrow keys, to place it in the circle.',
  'common.crop.zoom': 'Zoom',

  // Paging, steppers, secrets.
  'common.pagination.prev': 'Prev',
  'common.pagination.next': 'Next',
  'common.pagination.page': 'Page {number}',
  'common.quantity.decrease': 'Decrease quantity',
  'common.quantity.increase': 'Increase quantity',
  'common.secret.saved': 'I have saved it',

  // A route that failed to load.
  'common.routeError.title': 'Something went wrong',
  'common.routeError.message': 'Something went wrong while loading this page.',
  'common.routeError.tryAgain': 'Try again',
  'common.routeError.goHome': 'Go Home',

  // The workspace switcher and the screens under Team.
  'common.workspace.label': 'Workspace',
  'common.workspace.named': 'Workspace: ',
  'common.workspace.personal': 'Personal',
  'common.team.unknownOrg': 'You are not a member of an organisation at “{slug}”.',
  'common.team.noOrg': 'This screen belongs to an organisation: choose one on the Team page.',
  'common.team.goToTeam': 'Go to Team',

  // The 404 page.
  'notFound.title': 'Page Not Found',
  'notFound.heading': 'Oops! Page Not Found',
  'notFound.home': 'Take Me Home',
  'notFound.cat1': 'Looks like a cat knocked this page off the table.',
  'notFound.cat2': 'This page is taking a catnap. Please do not disturb.',
  'notFound.cat3': 'We searched every cardboard box in the office. Just a very smug cat, no page.',
  'notFound.cat4': 'Our cat walked across the keyboard and this page simply vanished.',
  'notFound.cat5': 'The cat ate this page. It says it was purr-fectly delicious.',
} as const;

export default common;
