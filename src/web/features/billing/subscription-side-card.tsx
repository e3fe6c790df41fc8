import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, Plus } from 'lucide-react';
import { cardsDeletedOn, subscriptionEnd, type SubscriptionDetails } from '../../../shared/billing';
import { ProfileAvatar } from '../../../shared/ui/profile-avatar';
import { Button, ButtonLink } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { BusyButton } from '../../components/ui/submit-button';
import { formatLongDate } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
import { usePublicConfig } from '../../lib/public-config';
import { usePortal } from './api';
import { StatusBadge } from '../../components/ui/badge';

/**
 * When a subscription that has ended (or ends at its period end) loses its cards, beside the
 * product's notice (docs/product.md#server-rules-cancel-retention).
 */
function CardsDeletionNote({ details }: { details: SubscriptionDetails }) {
  const t = useT();
  const retentionDays = usePublicConfig().data?.RETENTION_DAYS;
  const end = subscriptionEnd(details);
  if (retentionDays === undefined || !end) return null;
  const deleted = formatLongDate(cardsDeletedOn(end, retentionDays));
  return (
    <p className="text-sm text-slate-700">
      {details.status === 'canceled'
        ? t('billing.side.deletedOn', { date: deleted })
        : t('billing.side.endsOn', { end: formatLongDate(end), date: deleted })}
    </p>
  );
}

function ViewMyCards() {
  const t = useT();
  return (
    <ButtonLink to="/" variant="outline" className="w-full">
      {t('billing.side.viewMyCards')}
    </ButtonLink>
  );
}

/** Side card (docs/product.md#screens-subscription): the user's name, the status badge and the actions of each status. */
export function SubscriptionSideCard({
  fullName,
  imageUrl,
  details,
  onAddCards,
}: {
  fullName: string;
  imageUrl: string | null;
  details: SubscriptionDetails;
  onAddCards: () => void;
}) {
  const t = useT();
  const portal = usePortal();
  const portalButton = (label: string) => (
    <BusyButton
      busy={portal.isPending || portal.isSuccess}
      className="w-full"
      onClick={() => portal.mutate()}
    >
      {label}
    </BusyButton>
  );

  let actions: ReactNode;
  switch (details.status) {
    case 'trialing':
      actions = (
        <Button className="w-full" onClick={onAddCards}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('billing.side.addMore')}
        </Button>
      );
      break;
    case 'active':
      actions = (
        <>
          <Notice tone="success" icon={CircleCheck} live={false}>
            {t('billing.side.active')}
          </Notice>
          <CardsDeletionNote details={details} />
          {portalButton(t('billing.side.manage'))}
          <ViewMyCards />
        </>
      );
      break;
    case 'past_due':
      actions = (
        <>
          <Notice tone="error" icon={CircleAlert} live={false}>
            {t('billing.side.pastDue')}
          </Notice>
          {portalButton(t('billing.side.updatePayment'))}
          <ViewMyCards />
        </>
      );
      break;
    case 'canceled':
      actions = (
        <>
          <Notice tone="warning" icon={Info} live={false}>
            {t('billing.side.canceled')}
          </Notice>
          <CardsDeletionNote details={details} />
          <ButtonLink to="/pricing" className="w-full">
            {t('billing.side.reactivate')}
          </ButtonLink>
          <ViewMyCards />
        </>
      );
      break;
    default:
      actions = (
        <>
          <Notice tone="neutral" icon={Info} live={false}>
            <p className="font-semibold">{t('billing.side.statusTitle')}</p>
            <p>
              {t('billing.side.statusIs', {
                status: details.status ?? t('billing.side.statusUnknown'),
              })}
            </p>
          </Notice>
          {portalButton(t('billing.side.manage'))}
          <ViewMyCards />
        </>
      );
  }

  return (
    <section
      aria-label={t('billing.side.label')}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <ProfileAvatar name={fullName} imageUrl={imageUrl} size={48} alt="" letters={1} />
        <div className="min-w-0">
          <p className="truncate font-bold text-ink">{fullName}</p>
          <StatusBadge
            status={details.status}
            unknownAs={t('billing.status.active')}
            className="mt-1"
          />
        </div>
      </div>
      <div className="mt-5 space-y-3">{actions}</div>
    </section>
  );
}
