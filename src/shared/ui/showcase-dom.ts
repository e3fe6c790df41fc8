/**
 * Element ids and `data-action` values shared by ShowcaseBody and the public page's script. Its
 * own module so the script does not pull React in.
 */
export const SHOWCASE_DOM = {
  root: 'card-page',
  toastRegion: 'toast-region',
  shareButton: 'share-card-button',
  exchangeButton: 'share-details-button',
  deleteButton: 'delete-card-button',
  visitorActions: 'visitor-actions',
  saveContactLink: 'save-contact-link',
  qrPngLink: 'download-qr-png',
  qrSvgLink: 'download-qr-svg',
} as const;

export type ShowcaseAction = 'share' | 'delete' | 'exchange';
