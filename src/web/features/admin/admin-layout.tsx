import { NavLink, Outlet } from 'react-router';
import {
  Building2,
  ChartNoAxesColumn,
  CreditCard,
  IdCard,
  LifeBuoy,
  ScrollText,
  Settings2,
  ShieldCheck,
  UsersRound,
} from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';

const ADMIN_SECTIONS = [
  { to: '/admin/users', label: 'admin.nav.users', icon: UsersRound },
  { to: '/admin/cards', label: 'admin.nav.cards', icon: IdCard },
  { to: '/admin/organisations', label: 'admin.nav.organisations', icon: Building2 },
  { to: '/admin/subscriptions', label: 'admin.nav.subscriptions', icon: CreditCard },
  { to: '/admin/insights', label: 'admin.nav.insights', icon: ChartNoAxesColumn },
  { to: '/admin/support', label: 'admin.nav.support', icon: LifeBuoy },
  { to: '/admin/audit', label: 'admin.nav.audit', icon: ScrollText },
  { to: '/admin/setup', label: 'admin.nav.setup', icon: Settings2 },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
    isActive
      ? 'bg-brand-700 text-white shadow-sm'
      : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
  );

/**
 * The admin console's frame: a row of section tabs above the page, so tables get the full width
 * (the tabs wrap on phones rather than scroll out of sight).
 */
export function AdminLayout() {
  const t = useT();
  return (
    <div className="min-w-0 flex-1 bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase max-sm:hidden">
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            {t('admin.nav.admin')}
          </p>
          <nav aria-label={t('admin.nav.label')} className="flex flex-wrap gap-1">
            {ADMIN_SECTIONS.map((section) => (
              <NavLink key={section.to} to={section.to} className={linkClass}>
                <section.icon aria-hidden="true" className="h-4 w-4" />
                {t(section.label)}
              </NavLink>
            ))}
          </nav>
        </div>
      </div>
      <div className="mx-auto w-full max-w-7xl min-w-0 space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <Outlet />
      </div>
    </div>
  );
}
