import { useEffect, useId, useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { LanguageMenu } from '../language-menu';
import { Logo } from '../ui/logo';

/**
 * The phone menu's state. It belongs to the place it was opened at (`placeKey`: the path, the
 * hash), so following a link closes it; Escape closes it too.
 */
export function useMobileMenu(placeKey: string) {
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === placeKey;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return {
    open,
    toggle: () => setOpenAt(open ? null : placeKey),
    close: () => setOpenAt(null),
  };
}

// Whole class names, so Tailwind finds them.
const BREAKPOINTS = {
  md: { show: 'md:flex', hide: 'md:hidden' },
  lg: { show: 'lg:flex', hide: 'lg:hidden' },
} as const;

interface SiteHeaderProps {
  /** From this width on the links sit in the bar; below it they are in the menu. */
  from: keyof typeof BREAKPOINTS;
  menu: ReturnType<typeof useMobileMenu>;
  /** The main links, shown in the bar. */
  nav: ReactNode;
  /** Buttons at the bar's end, before the menu button. */
  actions: ReactNode;
  /** The menu's content on phones. */
  mobile: ReactNode;
}

/** The sticky bar at the top of every page: logo, links, actions and, on phones, a menu. */
export function SiteHeader({ from, menu, nav, actions, mobile }: SiteHeaderProps) {
  const t = useT();
  const panelId = useId();
  const at = BREAKPOINTS[from];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        {/* Closer together below the laptop width, where seven links can share the bar. In a
            language whose words are longer than the bar has room for, the links scroll within
            it (a focused link scrolls into view) rather than the page sideways. */}
        <nav
          aria-label={t('header.mainNav')}
          className={cn(
            'ms-4 hidden min-w-0 items-center gap-0 overflow-x-auto [scrollbar-width:none] lg:ms-8 lg:gap-1 [&>*]:shrink-0',
            at.show,
          )}
        >
          {nav}
        </nav>
        <div className="ms-auto flex shrink-0 items-center gap-2">
          {/* In the bar from the laptop width (the signed-in bar is full below it: the user menu
              has it there); below the links' width, at the foot of the phone menu. */}
          <LanguageMenu className="hidden lg:flex" />
          {actions}
          <button
            type="button"
            className={cn(
              'inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100',
              at.hide,
            )}
            aria-expanded={menu.open}
            aria-controls={panelId}
            aria-label={t('header.menu')}
            onClick={menu.toggle}
          >
            {menu.open ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
          </button>
        </div>
      </div>
      <div
        id={panelId}
        hidden={!menu.open}
        className={cn('border-t border-slate-200 bg-white px-4 pt-3 pb-4 shadow-card', at.hide)}
      >
        {mobile}
        <div className="mt-3 border-t border-slate-200 px-3 pt-4">
          <LanguageMenu />
        </div>
      </div>
    </header>
  );
}
