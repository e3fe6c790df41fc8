import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface IconItem {
  icon: LucideIcon;
  text: ReactNode;
}

const LOOKS = {
  // The icon in a soft brand tile, on a white page.
  tile: {
    item: 'flex items-center gap-3 text-sm text-slate-800',
    frame:
      'flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700',
    icon: 'h-4 w-4',
  },
  // The same, a size larger, for a page's own offer.
  largeTile: {
    item: 'flex items-center gap-3 text-base text-slate-800',
    frame:
      'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700',
    icon: 'h-5 w-5',
  },
  // A light icon on a brand-coloured panel.
  onBrand: {
    item: 'flex items-start gap-3 text-sm',
    frame: 'mt-0.5 shrink-0 text-brand-200',
    icon: 'h-5 w-5',
  },
} as const;

/** A list whose every item starts with an icon: features, terms, benefits. */
export function IconList({
  items,
  look = 'tile',
  className,
}: {
  items: readonly IconItem[];
  look?: keyof typeof LOOKS;
  /** The list's layout: spacing, a grid. */
  className?: string;
}) {
  const classes = LOOKS[look];
  return (
    <ul className={className}>
      {items.map(({ icon: Icon, text }, index) => (
        <li key={index} className={classes.item}>
          <span className={classes.frame}>
            <Icon aria-hidden="true" className={classes.icon} />
          </span>
          {text}
        </li>
      ))}
    </ul>
  );
}
