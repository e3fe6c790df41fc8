import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { MARKETING_NAV_ITEMS } from '../sections';
import { SectionLink } from './section-link';

const MOBILE_NAV_ID = 'mobile-navigation';

export function MarketingHeader() {
  const { pathname, hash } = useLocation();
  const locationKey = `${pathname}${hash}`;
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === locationKey;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? locationKey : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpenAt(null);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-8 hidden items-center gap-1 lg:flex">
          {MARKETING_NAV_ITEMS.map((item) => (
            <SectionLink
              key={item.sectionId}
              sectionId={item.sectionId}
              className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink"
            >
              {item.label}
            </SectionLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ButtonLink to="/login" variant="ghost" size="sm" className="max-sm:hidden">
            Login
          </ButtonLink>
          <ButtonLink to="/login" size="sm">
            Create Card
          </ButtonLink>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_NAV_ID}
            aria-label="Menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
          </button>
        </div>
      </div>
      <div
        id={MOBILE_NAV_ID}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-card lg:hidden"
      >
        <nav aria-label="Main" className="flex flex-col">
          {MARKETING_NAV_ITEMS.map((item) => (
            <SectionLink
              key={item.sectionId}
              sectionId={item.sectionId}
              onClick={closeMenu}
              className="rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
            >
              {item.label}
            </SectionLink>
          ))}
        </nav>
        <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4">
          <ButtonLink to="/login" variant="outline" onClick={closeMenu}>
            Login
          </ButtonLink>
          <ButtonLink to="/login" onClick={closeMenu}>
            Create Card
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
