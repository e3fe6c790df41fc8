import { NavLink, Outlet } from 'react-router';
import { CreditCard, IdCard, LifeBuoy, ScrollText, ShieldCheck, UsersRound } from 'lucide-react';
import { cn } from '../../lib/cn';

export const ADMIN_SECTIONS = [
  { to: '/admin/users', label: 'Users', icon: UsersRound },
  { to: '/admin/cards', label: 'Cards', icon: IdCard },
  { to: '/admin/subscriptions', label: 'Subscriptions', icon: CreditCard },
  { to: '/admin/support', label: 'Support', icon: LifeBuoy },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex shrink-0 items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
    isActive
      ? 'bg-brand-700 text-white shadow-sm'
      : 'text-slate-700 hover:bg-white hover:text-ink lg:hover:bg-slate-100',
  );

/** The admin console's frame: a section nav (a scrolling row on phones, a sidebar from lg up). */
export function AdminLayout() {
  return (
    <div className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:px-8">
        <aside className="mb-6 lg:mb-0">
          <p className="mb-2 hidden items-center gap-2 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:flex">
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            Admin console
          </p>
          <nav
            aria-label="Admin sections"
            className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 lg:sticky lg:top-24 lg:flex-col lg:overflow-visible"
          >
            {ADMIN_SECTIONS.map((section) => (
              <NavLink key={section.to} to={section.to} className={linkClass}>
                <section.icon aria-hidden="true" className="h-4 w-4" />
                {section.label}
              </NavLink>
            ))}
          </nav>
        </aside>
        <div className="min-w-0 space-y-6">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
