export const PRODUCT_NAME = 'CardVault';

/** The CardVault mark, drawn inline so server-rendered pages need no extra request. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
    >
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <rect x="7" y="9" width="18" height="14" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="12.5" cy="15" r="2" fill="#fff" />
      <path d="M17 14h5M17 18h4M10 19.5h5" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** The banner of a card without a banner image (and the frame a new one is previewed in). */
export const BANNER_GRADIENT = 'bg-linear-to-br from-banner-from via-banner-via to-banner-to';

/**
 * Button looks for plain elements (`<a>`, `<button>`) in the shared, server-rendered UI, which
 * cannot use the client's router-aware Button. Heights keep every tap target at least 40px.
 */
export const uiButton = {
  base: 'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60',
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-slate-300 bg-white text-ink hover:bg-slate-50',
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
} as const;

/**
 * Buttons inside a card: the same sizes as uiButton, in the card's own checked colours and
 * button shape (the custom properties CardView sets).
 */
export const cardButton = {
  base: 'inline-flex min-h-11 items-center justify-center gap-2 rounded-(--card-radius) px-4 text-sm font-semibold whitespace-nowrap transition-shadow focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-(--card-accent) disabled:pointer-events-none disabled:opacity-60',
  primary: 'bg-(--card-accent) text-(--card-on-accent) shadow-sm hover:shadow-md',
  secondary: 'bg-(--card-soft) text-(--card-on-soft) hover:shadow-sm',
  outline:
    'border border-(--card-line) bg-(--card-surface) text-(--card-text) hover:bg-(--card-soft)',
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
} as const;
