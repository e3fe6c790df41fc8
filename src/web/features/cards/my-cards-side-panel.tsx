import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Gift, LifeBuoy, Lock, RefreshCw, Sparkles, Users } from 'lucide-react';
import type { OrgSummary } from '../../../shared/organisations';
import type { CurrentUser } from '../../../shared/user';
import { ButtonLink } from '../../components/ui/button';
import { withOrg } from '../../lib/org-context';
import { managesOrgCards } from '../../lib/organisations';
import { CreateCardButton } from './create-card-button';
import { TRIAL_MONTHS } from '../../../shared/billing';
import { useT } from '../../lib/i18n/use-t';

const icon = 'h-5 w-5';

type SidePanelState = 'noSubscription' | 'reactivate' | 'outOfSlots' | 'freeSlots';

/** My Cards side panel (docs/product.md#screens-my-cards): which block the subscription state calls for. */
function sidePanelState(user: CurrentUser): SidePanelState {
  const details = user.subscriptionDetails;
  if (!details.has_subscription) return 'noSubscription';
  if (details.status === 'canceled' || details.status === 'past_due') return 'reactivate';
  return details.current_card_count >= details.card_allocation ? 'outOfSlots' : 'freeSlots';
}

function PanelBlock({
  icon,
  title,
  tone = 'plain',
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: 'plain' | 'brand' | 'warning';
  children: ReactNode;
}) {
  const tones = {
    plain: 'border-slate-200 bg-white',
    brand: 'border-brand-200 bg-brand-50',
    warning: 'border-amber-200 bg-amber-50',
  } as const;
  return (
    <section className={`rounded-3xl border p-5 shadow-sm sm:p-6 ${tones[tone]}`}>
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
          {icon}
        </span>
        <h2 className="text-lg font-bold text-ink">{title}</h2>
      </div>
      <div className="mt-3 space-y-4 text-sm leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** My Cards side panel (docs/product.md#screens-my-cards), by subscription state; always ends with the support link. */
export function MyCardsSidePanel({ user }: { user: CurrentUser }) {
  const t = useT();
  const state = sidePanelState(user);
  const details = user.subscriptionDetails;
  const remaining = Math.max(0, details.card_allocation - details.current_card_count);
  return (
    <div className="space-y-5">
      {state === 'noSubscription' ? (
        <PanelBlock
          icon={<Gift aria-hidden="true" className={icon} />}
          title={t('sidePanel.trialTitle')}
          tone="brand"
        >
          <p>{t('sidePanel.trialBody', { months: TRIAL_MONTHS })}</p>
          <ButtonLink to="/pricing" className="w-full">
            {t('myCards.empty.startTrial')}
          </ButtonLink>
        </PanelBlock>
      ) : null}

      {state === 'reactivate' ? (
        <PanelBlock
          icon={<RefreshCw aria-hidden="true" className={icon} />}
          title={t('sidePanel.reactivate')}
          tone="warning"
        >
          <p>{details.status === 'past_due' ? t('sidePanel.pastDue') : t('sidePanel.canceled')}</p>
          <ButtonLink to="/pricing" className="w-full">
            {t('sidePanel.reactivate')}
          </ButtonLink>
        </PanelBlock>
      ) : null}

      {state === 'freeSlots' ? (
        <>
          <PanelBlock
            icon={<Sparkles aria-hidden="true" className={icon} />}
            title={t('sidePanel.createTitle')}
          >
            <p>{t('sidePanel.freeSlots', { remaining })}</p>
            <CreateCardButton user={user} size="md" className="w-full" />
          </PanelBlock>
          <PanelBlock
            icon={<Lock aria-hidden="true" className={icon} />}
            title={t('sidePanel.unlockTitle')}
          >
            <p>{t('sidePanel.unlockBody')}</p>
            <Link
              to="/pricing"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('sidePanel.seePlans')}
            </Link>
          </PanelBlock>
        </>
      ) : null}

      {state === 'outOfSlots' ? (
        <PanelBlock
          icon={<Lock aria-hidden="true" className={icon} />}
          title={t('sidePanel.outTitle')}
          tone="warning"
        >
          <p>{t('sidePanel.outBody')}</p>
          <ButtonLink to="/pricing" className="w-full">
            {t('sidePanel.addSlots')}
          </ButtonLink>
        </PanelBlock>
      ) : null}

      <PanelBlock
        icon={<LifeBuoy aria-hidden="true" className={icon} />}
        title={t('sidePanel.questionsTitle')}
      >
        <p>{t('sidePanel.questionsBody')}</p>
        <Link
          to="/support"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('sidePanel.sendQuery')}
        </Link>
      </PanelBlock>
    </div>
  );
}

/**
 * My Cards in an organisation's context (docs/product.md#organisation-cards-screens): owners and admins
 * create its cards and assign them on Team; a member is told who gives them cards.
 */
export function MyCardsOrgSidePanel({
  user,
  organisation,
}: {
  user: CurrentUser;
  organisation: OrgSummary;
}) {
  const t = useT();
  const manages = managesOrgCards(organisation.role);
  const team = withOrg('/team', organisation.slug);
  return (
    <div className="space-y-5">
      <PanelBlock
        icon={<Users aria-hidden="true" className={icon} />}
        title={
          manages
            ? t('orgPanel.teamCards')
            : t('orgPanel.yourRole', { role: t(`orgPanel.role.${organisation.role}`) })
        }
        tone="brand"
      >
        {manages ? (
          <>
            <p>{t('orgPanel.managerBody', { organisation: organisation.name })}</p>
            <CreateCardButton
              user={user}
              organisationSlug={organisation.slug}
              size="md"
              className="w-full"
              label={t('orgPanel.create')}
            />
            <Link
              to={team}
              className="block font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('orgPanel.assign')}
            </Link>
          </>
        ) : (
          <>
            <p>{t('orgPanel.memberBody', { organisation: organisation.name })}</p>
            <Link
              to={team}
              className="block font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('orgPanel.seeWho', { organisation: organisation.name })}
            </Link>
          </>
        )}
      </PanelBlock>
    </div>
  );
}
