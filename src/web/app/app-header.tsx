import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { LogOut, Menu, X } from 'lucide-react';
import type { CurrentUser } from '../../shared/user';
import { ProfileAvatar } from '../../shared/ui/profile-avatar';
import { ButtonLink } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { HeaderSlotOutlet } from '../components/layout/header-slot';
import { cn } from '../lib/cn';
import { CreateCardButton } from '../features/cards/create-card-button';
import { USER_MENU_LINKS, UserMenu } from './user-menu';

const MOBILE_NAV_ID = 'signed-in-mobile-navigation';

export const APP_NAV_ITEMS = [
  { to: '/', label: 'My Cards' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/account', label: 'Account' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-ink',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700',
  );

/** Header for signed-in users (spec §2 Header). */
export function AppHeader({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const closeMenu = () => setMenuOpenAt(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-8 hidden items-center gap-1 md:flex">
          {APP_NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} end className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <HeaderSlotOutlet className="flex items-center gap-2 empty:hidden" />
          <CreateCardButton user={user} className="max-md:hidden" />
          <UserMenu user={user} />
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_NAV_ID}
            aria-label="Menu"
            onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
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
        className="border-t border-slate-200 bg-white px-4 pt-3 pb-4 shadow-card md:hidden"
      >
        <div className="flex items-center gap-3 px-3 pb-3">
          <ProfileAvatar
            name={user.fullName}
            imageUrl={user.profileImageUrl}
            size={36}
            alt=""
            letters={1}
            className="h-9 w-9"
            textClassName="text-sm"
          />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink">{user.fullName}</p>
            <p className="truncate text-xs text-ink-muted">{user.email}</p>
          </div>
        </div>
        <nav aria-label="Mobile" className="flex flex-col border-t border-slate-200 pt-2">
          {APP_NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end
              onClick={closeMenu}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-3 text-base font-medium hover:bg-slate-100',
                  isActive ? 'text-brand-800' : 'text-slate-800',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
          {USER_MENU_LINKS.filter((link) => link.to === '/subscription').map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              onClick={closeMenu}
              className="rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4">
          <ButtonLink to="/logout" variant="outline" onClick={closeMenu}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign Out
          </ButtonLink>
          <CreateCardButton user={user} size="md" onNavigate={closeMenu} />
        </div>
      </div>
    </header>
  );
}
