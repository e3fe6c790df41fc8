import type { ReactNode } from 'react';
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
import { useT } from '../../lib/i18n/use-t';

/** Words read by screen readers only, inside a button's visible text. */
const srOnly = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

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
  const t = useT();
  const name = user.fullName || user.name || user.email;
  const lockReason = user.isAdminByConfig
    ? t('admin.user.byConfig')
    : isSelf && user.isAdmin
      ? t('admin.user.self')
      : !user.hasProfile
        ? t('admin.user.noProfile')
        : null;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <article aria-label={name} className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-3 sm:gap-4">
          <ProfileAvatar name={name} imageUrl={user.profileImageUrl} size={48} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-base font-bold wrap-anywhere text-ink">
                <bdi>{name}</bdi>
              </h2>
              {user.isAdmin ? (
                <span className={`${pill} bg-brand-100 text-brand-900`}>
                  <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
                  {t('admin.user.admin')}
                </span>
              ) : null}
              {user.emailVerified ? (
                <span className={`${pill} bg-emerald-50 text-emerald-900`}>
                  <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
                  {t('admin.users.verified')}
                </span>
              ) : (
                <span className={`${pill} bg-amber-50 text-amber-900`}>
                  <MailWarning aria-hidden="true" className="h-3.5 w-3.5" />
                  {t('admin.users.unverified')}
                </span>
              )}
              {user.subscriptionStatus ? (
                <StatusBadge status={user.subscriptionStatus} />
              ) : (
                <span className={`${pill} bg-slate-100 text-slate-700`}>
                  {t('admin.users.noSubscription')}
                </span>
              )}
            </div>
            {name !== user.email ? (
              <p className="mt-0.5 text-sm wrap-anywhere text-ink-muted">
                <bdi dir="ltr">{user.email}</bdi>
              </p>
            ) : null}
            <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm text-slate-700 empty:hidden sm:grid-cols-2">
              <Detail icon={Briefcase} label={t('admin.user.jobTitle')} value={user.jobTitle} />
              <Detail icon={Building2} label={t('admin.user.company')} value={user.company} />
              <Detail icon={Phone} label={t('admin.user.phone')} value={user.phone} />
              <Detail icon={MapPin} label={t('admin.user.location')} value={user.location} />
            </dl>
            <div className="mt-3 text-sm">
              <p className="font-medium text-slate-800">
                {user.subscriptionStatus
                  ? t('admin.user.cardsAllocated', {
                      count: user.cardCount,
                      allocation: user.cardAllocation,
                    })
                  : t('admin.user.cards', { count: user.cardCount })}
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
                        <span className="sr-only"> {t('admin.newTab')}</span>
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
              {t.rich('admin.user.revoke', { name, sr: srOnly })}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              disabled={lockReason !== null}
              onClick={() => onToggleAdmin(user)}
            >
              {t.rich('admin.user.grant', { name, sr: srOnly })}
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
              {t.rich('admin.user.delete', { name, sr: srOnly })}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
