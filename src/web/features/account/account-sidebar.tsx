import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { CreditCard, LayoutGrid, LogOut, UserRound } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';

const LINKS = [
  { to: '/account', label: 'account.nav.account', icon: UserRound },
  { to: '/', label: 'account.nav.myCards', icon: LayoutGrid },
  { to: '/subscription', label: 'account.nav.subscription', icon: CreditCard },
  { to: '/logout', label: 'account.nav.signOut', icon: LogOut },
] as const;

/** The account's links; `action` (the Create Card button) goes below them. */
export function AccountSidebar({ action }: { action?: ReactNode }) {
  const t = useT();
  return (
    <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
      <nav
        aria-label={t('account.nav.label')}
        className="rounded-2xl border border-slate-200 bg-white p-2 shadow-sm"
      >
        <ul className="grid grid-cols-2 gap-1 lg:grid-cols-1">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm font-medium',
                    isActive
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
                  )
                }
              >
                <link.icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {action}
    </aside>
  );
}
