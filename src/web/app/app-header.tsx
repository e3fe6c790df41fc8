import { NavLink, useLocation } from 'react-router';
import { LogOut } from 'lucide-react';
import type { CurrentUser } from '../../shared/user';
import { HeaderSlotOutlet } from '../components/layout/header-slot';
import { SiteHeader, useMobileMenu } from '../components/layout/site-header';
import { ButtonLink } from '../components/ui/button';
import type { MessageId } from '../../shared/i18n/catalogue';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n/use-t';
import { withOrg } from '../lib/org-context';
import { managesOrgCards, useOrgContext, type OrgContext } from '../lib/organisations';
import { CreateCardButton } from '../features/cards/create-card-button';
import { MobileOrgSwitcher, OrgSwitcher } from './org-switcher';
import { ADMIN_CONSOLE_LINK, USER_MENU_LINKS, UserIdentity, UserMenu } from './user-menu';

/**
 * `fromLg`: in the bar from the laptop width only (below it, in the user menu and the phone menu).
 * `keepsOrg`: the link stays in the organisation the address names (docs/product.md#organisation-cards-screens).
 */
const APP_NAV_ITEMS: readonly {
  to: string;
  label: MessageId;
  fromLg?: boolean;
  keepsOrg?: boolean;
}[] = [
  { to: '/', label: 'nav.myCards', keepsOrg: true },
  { to: '/insights', label: 'nav.insights', keepsOrg: true },
  { to: '/leads', label: 'nav.leads', keepsOrg: true },
  { to: '/team', label: 'nav.team', fromLg: true, keepsOrg: true },
  { to: '/pricing', label: 'nav.pricing' },
  { to: '/account', label: 'nav.account' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // Tighter between the tablet and laptop widths, where up to seven links share the bar with
    // Create Card and the avatar.
    'rounded-lg px-1.5 py-2 text-sm font-medium whitespace-nowrap hover:bg-slate-100 hover:text-ink lg:px-3',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700',
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-3 text-base font-medium hover:bg-slate-100',
    isActive ? 'text-brand-800' : 'text-slate-800',
  );

const MOBILE_LINKS: readonly { to: string; label: MessageId; keepsOrg?: boolean }[] = [
  ...APP_NAV_ITEMS,
  ...USER_MENU_LINKS.filter((link) => link.to === '/subscription'),
];

/** The admin console's link is lit on every admin screen. */
const onAdminScreen = (pathname: string) => pathname.startsWith('/admin/');

/** The slug the links keep: the organisation the address names, once it is known to be one. */
const keptSlugOf = (context: OrgContext) =>
  context.kind === 'organisation'
    ? context.organisation.slug
    : context.kind === 'pending'
      ? context.slug
      : null;

/**
 * Create Card in the context shown: a personal card through the gate, an organisation's card for
 * its owners and admins; a member makes none of the organisation's, so the button is not there.
 */
function HeaderCreateCard({
  user,
  context,
  ...props
}: { user: CurrentUser; context: OrgContext } & Omit<
  Parameters<typeof CreateCardButton>[0],
  'user' | 'organisationSlug'
>) {
  if (context.kind === 'pending' || context.kind === 'unknown') return null;
  if (context.kind === 'personal') return <CreateCardButton user={user} {...props} />;
  if (!managesOrgCards(context.organisation.role)) return null;
  return <CreateCardButton user={user} organisationSlug={context.organisation.slug} {...props} />;
}

/** Header for signed-in users (docs/product.md#screens-header). */
export function AppHeader({ user }: { user: CurrentUser }) {
  const t = useT();
  const { pathname } = useLocation();
  const menu = useMobileMenu(pathname);
  const context = useOrgContext();
  const keptSlug = keptSlugOf(context);
  const linkTo = (item: { to: string; keepsOrg?: boolean }) =>
    item.keepsOrg ? withOrg(item.to, keptSlug) : item.to;
  return (
    <SiteHeader
      from="md"
      menu={menu}
      nav={
        <>
          {APP_NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={linkTo(item)}
              end
              className={(state) => cn(navLinkClass(state), item.fromLg && 'max-lg:hidden')}
            >
              {t(item.label)}
            </NavLink>
          ))}
          {user.isAdmin ? (
            <NavLink
              to={ADMIN_CONSOLE_LINK.to}
              className={() => navLinkClass({ isActive: onAdminScreen(pathname) })}
            >
              {/* Between md and lg the bar has room for one word. */}
              <span className="lg:hidden">{t('header.adminShort')}</span>
              <span className="max-lg:hidden">{t('header.adminConsole')}</span>
            </NavLink>
          ) : null}
        </>
      }
      actions={
        <>
          <HeaderSlotOutlet className="flex items-center gap-2 empty:hidden" />
          <OrgSwitcher className="max-md:hidden" />
          <HeaderCreateCard user={user} context={context} className="max-md:hidden max-lg:px-2.5" />
          <UserMenu user={user} orgSlug={keptSlug} />
        </>
      }
      mobile={
        <>
          <div className="flex items-center gap-3 px-3 pb-3">
            <UserIdentity user={user} />
          </div>
          <nav
            aria-label={t('header.mobileNav')}
            className="flex flex-col border-t border-slate-200 pt-2"
          >
            {MOBILE_LINKS.map((item) => (
              <NavLink
                key={item.to}
                to={linkTo(item)}
                end
                onClick={menu.close}
                className={mobileLinkClass}
              >
                {t(item.label)}
              </NavLink>
            ))}
            {user.isAdmin ? (
              <NavLink
                to={ADMIN_CONSOLE_LINK.to}
                onClick={menu.close}
                className={() => mobileLinkClass({ isActive: onAdminScreen(pathname) })}
              >
                {t(ADMIN_CONSOLE_LINK.label)}
              </NavLink>
            ) : null}
          </nav>
          <MobileOrgSwitcher onNavigate={menu.close} />
          <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4">
            <ButtonLink to="/logout" variant="outline" onClick={menu.close}>
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {t('header.signOut')}
            </ButtonLink>
            <HeaderCreateCard user={user} context={context} size="md" onNavigate={menu.close} />
          </div>
        </>
      }
    />
  );
}
