import {
  BadgeCheck,
  Briefcase,
  Building2,
  MailWarning,
  MapPin,
  Phone,
  ShieldCheck,
  Trash2,
} from 'lucide-react';
import type { AdminUser } from '../../../shared/admin';
import { ProfileAvatar } from '../../../shared/ui/profile-avatar';
import { Button } from '../../components/ui/button';
import { StatusBadge } from '../../components/ui/badge';

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

function Detail({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Phone;
  label: string;
  value: string;
}) {
  if (!value) return null;
  return (
    <div className="flex min-w-0 items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{value}</dd>
    </div>
  );
}

interface UserItemProps {
  user: AdminUser;
  isSelf: boolean;
  onToggleAdmin: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/** Admin user list item (docs/product.md#data-admin): who they are, their cards, subscription, verification and role. */
export function UserItem({ user, isSelf, onToggleAdmin, onDelete }: UserItemProps) {
  const name = user.fullName || user.name || user.email;
  const lockReason = user.isAdminByConfig
    ? 'Admin through the ADMIN_EMAILS setting'
    : isSelf && user.isAdmin
      ? 'You cannot revoke your own admin role'
      : !user.hasProfile
        ? 'No profile yet'
        : null;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <article aria-label={name} className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-3 sm:gap-4">
          <ProfileAvatar name={name} imageUrl={user.profileImageUrl} size={48} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-base font-bold wrap-anywhere text-ink">{name}</h2>
              {user.isAdmin ? (
                <span className={`${pill} bg-brand-100 text-brand-900`}>
                  <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
                  Admin
                </span>
              ) : null}
              {user.emailVerified ? (
                <span className={`${pill} bg-emerald-50 text-emerald-900`}>
                  <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
                  Verified
                </span>
              ) : (
                <span className={`${pill} bg-amber-50 text-amber-900`}>
                  <MailWarning aria-hidden="true" className="h-3.5 w-3.5" />
                  Unverified
                </span>
              )}
              {user.subscriptionStatus ? (
                <StatusBadge status={user.subscriptionStatus} />
              ) : (
                <span className={`${pill} bg-slate-100 text-slate-700`}>No subscription</span>
              )}
            </div>
            {name !== user.email ? (
              <p className="mt-0.5 text-sm wrap-anywhere text-ink-muted">{user.email}</p>
            ) : null}
            <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm text-slate-700 empty:hidden sm:grid-cols-2">
              <Detail icon={Briefcase} label="Job title" value={user.jobTitle} />
              <Detail icon={Building2} label="Company" value={user.company} />
              <Detail icon={Phone} label="Phone" value={user.phone} />
              <Detail icon={MapPin} label="Location" value={user.location} />
            </dl>
            <div className="mt-3 text-sm">
              <p className="font-medium text-slate-800">
                {user.cardCount} {user.cardCount === 1 ? 'card' : 'cards'}
                {user.subscriptionStatus ? ` of ${user.cardAllocation} allocated` : ''}
              </p>
              {user.cards.length > 0 ? (
                <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                  {user.cards.map((card) => (
                    <li key={card.id}>
                      <a
                        href={`/showcase?id=${encodeURIComponent(card.id)}`}
                        target="_blank"
                        rel="noopener"
                        className="font-medium text-brand-700 underline-offset-4 hover:underline"
                      >
                        {card.title || card.fullName}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-1.5 md:w-44 md:items-end">
          {user.isAdmin ? (
            <Button
              variant="outline"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              disabled={lockReason !== null}
              aria-haspopup="dialog"
              onClick={() => onToggleAdmin(user)}
            >
              Revoke admin<span className="sr-only"> from {name}</span>
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              disabled={lockReason !== null}
              onClick={() => onToggleAdmin(user)}
            >
              Grant admin<span className="sr-only"> to {name}</span>
            </Button>
          )}
          {lockReason ? <p className="text-xs text-ink-muted md:text-end">{lockReason}</p> : null}
          {isSelf ? null : (
            <Button
              variant="outline"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              aria-haspopup="dialog"
              onClick={() => onDelete(user)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete user<span className="sr-only"> {name}</span>
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
