/** The header's height (Tailwind h-16) on every page, the app's and the public card's. */
export const HEADER_HEIGHT_PX = 64;

/** Toasts sit this far from the top: below the header with a gap (docs/product.md#toasts). */
export const TOAST_TOP_OFFSET_PX = HEADER_HEIGHT_PX + 12;
