import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { CreditCard, LayoutGrid, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import type { CurrentUser } from '../../shared/user';
import { ProfileAvatar } from '../../shared/ui/profile-avatar';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

export const USER_MENU_LINKS = [
  { to: '/account', label: 'Account', icon: UserRound },
  { to: '/', label: 'My Cards', icon: LayoutGrid },
  { to: '/subscription', label: 'Subscription', icon: CreditCard },
] as const;

export function UserMenu({ user }: { user: CurrentUser }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="User menu"
        className="rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-200 data-[state=open]:ring-2 data-[state=open]:ring-brand-300"
      >
        <ProfileAvatar
          name={user.fullName}
          imageUrl={user.profileImageUrl}
          size={36}
          alt=""
          letters={1}
          className="h-9 w-9"
          textClassName="text-sm"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-float"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2.5">
            <ProfileAvatar
              name={user.fullName}
              imageUrl={user.profileImageUrl}
              size={40}
              alt=""
              letters={1}
              className="h-10 w-10"
              textClassName="text-base"
            />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-ink">{user.fullName}</span>
              <span className="block truncate text-xs text-ink-muted">{user.email}</span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {USER_MENU_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClass}>
              <Link to={link.to}>
                <link.icon aria-hidden="true" className="h-4 w-4 text-slate-500" />
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {user.isAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin/users">
                <ShieldCheck aria-hidden="true" className="h-4 w-4 text-slate-500" />
                Admin console
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/logout">
              <LogOut aria-hidden="true" className="h-4 w-4 text-slate-500" />
              Sign Out
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
