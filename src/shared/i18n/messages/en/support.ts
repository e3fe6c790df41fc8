/** The support page: the form, its notices and its toasts (docs/product.md#screens-support). */
const support = {
  'support.meta.title': 'Support',
  'support.meta.description': 'Questions, suggestions or problems: write to the CardVault team.',
  'support.heading': 'Contact support',
  'support.intro':
    'Questions, ideas or something not working? Tell us and we will get back to you.',
  'support.checkingSignIn': 'Checking your sign-in…',
  'support.awaiting':
    'We sent a link to <address>{email}</address>. Open it within {hours} hours to send your request to our team.',

  // After the confirmation link brought the visitor back.
  'support.confirmed.body':
    'Thanks for confirming your address. Our reply will come to your inbox.',
  'support.linkUsed.body':
    'This confirmation link was used before, so that request has already reached us. There is no need to confirm it again.',
  'support.linkExpired.title': 'This confirmation link has expired.',
  'support.linkExpired.body':
    'Links work for {hours} hours, so that request was not sent. Please send it again below and confirm it from the new email.',
  'support.linkInvalid.title': 'This confirmation link is not valid.',
  'support.linkInvalid.body':
    'It may have been cut short when it was copied, so no request was sent. Open the link from the email again, or send your request again below.',

  // What happens next.
  'support.next.title': 'What happens next',
  'support.next.user.sent': 'Your request reaches our team as soon as you send it.',
  'support.next.user.attachments': 'Attachments are only seen by our support team.',
  'support.next.user.reply': 'Our reply goes to the email address of your account.',
  'support.next.visitor.link': 'We email you a link to confirm that the address is yours.',
  'support.next.visitor.confirm':
    'Your request reaches us once you confirm; the link works for {hours} hours.',
  'support.next.visitor.reply': 'Our reply goes to the From address.',

  // The form.
  'support.form.subject': 'Subject',
  'support.form.from': 'From',
  'support.form.fromPlaceholder': 'you@example.com',
  'support.form.fromHint': 'We will send a link to this address to confirm your request.',
  'support.form.message': 'Message',
  'support.form.messagePlaceholder':
    'Tell us what happened, what you expected, and anything that helps us help you.',
  'support.form.sending': 'Sending…',
  'support.form.waiting': 'Sent, waiting for the server…',
  'support.form.replyToAccount': 'We reply to the email address of your account.',
  'support.form.nothingUntilConfirmed': 'Nothing is sent until you confirm your address.',
  'support.form.send': 'Send request',
  'support.subjects.support': 'Support',
  'support.subjects.suggestion': 'Suggestion',
  'support.subjects.bugReport': 'Bug Report',
  'support.subjects.complaint': 'Complaint',
  'support.subjects.billing': 'Billing',
  'support.subjects.other': 'Other',

  // Attachments.
  'support.attachments.label': 'Attachments',
  'support.attachments.optional': '(optional)',
  'support.attachments.count': '{count}/{max} files',
  'support.attachments.drop':
    '<strong>Drag and drop files here</strong> or paste a screenshot anywhere on this page',
  'support.attachments.choose': 'Choose files',
  'support.attachments.attach': 'Attach files',
  'support.attachments.limits': 'Up to {max} files, {size} each.',
  'support.attachments.loadingLimits': 'Loading the attachment limits…',
  'support.attachments.list': 'Attached files',
  'support.attachments.remove': 'Remove',
  'support.attachments.removeFile': 'Remove {name}',

  // The form's checks and results, word for word (docs/product.md#messages-support).
  'support.message.invalidFrom': 'Please enter a valid email in From',
  'support.message.bodyRequired': 'Please enter an email body',
  'support.message.bodyTooLong': 'The message must be at most {max} characters',
  'support.message.maxAttachments': 'Maximum {max} attachments reached',
  'support.message.typeNotAllowed': 'File type not allowed: {file}',
  'support.message.tooLarge': 'Attachment too large: {file}',
  'support.message.configMissing': 'Support configuration not available.',
  'support.message.maxSizeMissing': 'Max attachment size not configured.',
  'support.message.sendFailed': 'Failed to send',
  'support.message.submittedSignedIn': 'Support request submitted',
  'support.message.submittedAnonymous': 'Confirmation email sent, please check your inbox',
  'support.message.confirmed': "Support request submitted, we'll get back to you soon",
  'support.message.linkAlreadyUsed': 'Link already used',
  'support.message.requestFailed': 'Support request failed',
};

export default support;
