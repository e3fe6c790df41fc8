import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The theme's own shadow names (src/web/theme.css), so `shadow-card` replaces `shadow-sm` instead
// of being taken for a shadow colour.
const merge = extendTailwindMerge({ extend: { theme: { shadow: ['card', 'float'] } } });

/** Class names joined, the later of two conflicting Tailwind utilities winning. */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes));
}
