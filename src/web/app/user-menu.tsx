import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import {
  Check,
  CreditCard,
  Languages,
  LayoutGrid,
  LogOut,
  ShieldCheck,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { CurrentUser } from '../../shared/user';
import { ProfileAvatar } from '../../shared/ui/profile-avatar';
import type { MessageId } from '../../shared/i18n/catalogue';
import { useIntl } from 'react-intl';
import { LANGUAGE_CODES, LANGUAGES, languageOr } from '../../shared/i18n/languages';
import { useChooseLanguage } from '../lib/i18n/choose-language';
import { useT } from '../lib/i18n/use-t';
import { withOrg } from '../lib/org-context';

/** One row of the user menu: a link, the language item or its choices. */
const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

function MenuLink({ to, label, icon: Icon }: { to: string; label: MessageId; icon: LucideIcon }) {
  const t = useT();
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <Icon aria-hidden="true" className="h-4 w-4 text-slate-500" />
        {t(label)}
      </Link>
    </DropdownMenu.Item>
  );
}

/** `keepsOrg`: the link stays in the organisation the address names (lib/org-context.ts). */
export const USER_MENU_LINKS = [
  { to: '/account', label: 'nav.account', icon: UserRound, keepsOrg: false },
  { to: '/', label: 'nav.myCards', icon: LayoutGrid, keepsOrg: true },
  { to: '/team', label: 'nav.team', icon: Users, keepsOrg: true },
  { to: '/subscription', label: 'nav.subscription', icon: CreditCard, keepsOrg: false },
] as const;

/** For admins: in the header bar, the phone menu and the user menu. */
export const ADMIN_CONSOLE_LINK = { to: '/admin/users', label: 'header.adminConsole' } as const;

/** The signed-in user's own avatar: their picture or their initial (the name is always beside it). */
function UserAvatar({ user, size = 36 }: { user: CurrentUser; size?: 36 | 40 }) {
  return (
    <ProfileAvatar
      name={user.fullName}
      imageUrl={user.profileImageUrl}
      size={size}
      alt=""
      letters={1}
    />
  );
}

/** The avatar, the name and the address, as the menu and the phone menu show them. */
export function UserIdentity({ user, size }: { user: CurrentUser; size?: 36 | 40 }) {
  return (
    <>
      <UserAvatar user={user} size={size} />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-ink">{user.fullName}</span>
        <span className="block truncate text-xs text-ink-muted">{user.email}</span>
      </span>
    </>
  );
}

/** The language menu inside the user menu: the bar has no room for it below the laptop width. */
function LanguageSubMenu() {
  const t = useT();
  const current = languageOr(useIntl().locale);
  const choose = useChooseLanguage();
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={`${itemClass} data-[state=open]:bg-brand-50`}>
        <Languages aria-hidden="true" className="h-4 w-4 text-slate-500" />
        {t('language.label')}
        <span lang={current} className="ms-auto text-xs text-ink-muted">
          {LANGUAGES[current].name}
        </span>
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent
          sideOffset={4}
          className="z-50 w-48 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-float"
        >
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => void choose(languageOr(value))}
          >
            {LANGUAGE_CODES.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} lang={code} className={itemClass}>
                <span className="inline-flex h-4 w-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="h-4 w-4 text-brand-700" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {LANGUAGES[code].name}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}

export function UserMenu({ user, orgSlug }: { user: CurrentUser; orgSlug: string | null }) {
  const t = useT();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('header.userMenu')}
        className="rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-200 data-[state=open]:ring-2 data-[state=open]:ring-brand-300"
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-float"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2.5">
            <UserIdentity user={user} size={40} />
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {USER_MENU_LINKS.map((link) => (
            <MenuLink
              key={link.to}
              to={link.keepsOrg ? withOrg(link.to, orgSlug) : link.to}
              label={link.label}
              icon={link.icon}
            />
          ))}
          {user.isAdmin ? <MenuLink {...ADMIN_CONSOLE_LINK} icon={ShieldCheck} /> : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <LanguageSubMenu />
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <MenuLink to="/logout" label="header.signOut" icon={LogOut} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
