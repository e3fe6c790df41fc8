import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Gift, LifeBuoy, Lock, RefreshCw, Sparkles, Users } from 'lucide-react';
import { ORG_ROLE_LABELS, type OrgSummary } from '../../../shared/organisations';
import type { CurrentUser } from '../../../shared/user';
import { ButtonLink } from '../../components/ui/button';
import { withOrg } from '../../lib/org-context';
import { managesOrgCards } from '../../lib/organisations';
import { CreateCardButton } from './create-card-button';

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
  const state = sidePanelState(user);
  const details = user.subscriptionDetails;
  const remaining = Math.max(0, details.card_allocation - details.current_card_count);
  return (
    <div className="space-y-5">
      {state === 'noSubscription' ? (
        <PanelBlock
          icon={<Gift aria-hidden="true" className={icon} />}
          title="Start your free trial"
          tone="brand"
        >
          <p>
            Try CardVault free for 2 months. Nothing is charged until the trial ends, and you can
            cancel at any time.
          </p>
          <ButtonLink to="/pricing" className="w-full">
            Start Free Trial
          </ButtonLink>
        </PanelBlock>
      ) : null}

      {state === 'reactivate' ? (
        <PanelBlock
          icon={<RefreshCw aria-hidden="true" className={icon} />}
          title="Reactivate your subscription"
          tone="warning"
        >
          <p>
            {details.status === 'past_due'
              ? 'Your payment is past due. Reactivate to keep creating cards.'
              : 'Your subscription has been canceled. Your existing cards stay accessible.'}
          </p>
          <ButtonLink to="/pricing" className="w-full">
            Reactivate your subscription
          </ButtonLink>
        </PanelBlock>
      ) : null}

      {state === 'freeSlots' ? (
        <>
          <PanelBlock
            icon={<Sparkles aria-hidden="true" className={icon} />}
            title="Create a new card"
          >
            <p>
              {remaining === 1
                ? 'You have 1 free slot for a new card.'
                : `You have ${remaining} free slots for new cards.`}
            </p>
            <CreateCardButton user={user} size="md" className="w-full" />
          </PanelBlock>
          <PanelBlock icon={<Lock aria-hidden="true" className={icon} />} title="Unlock more cards">
            <p>Need cards for your whole team? Add more slots to your subscription at any time.</p>
            <Link
              to="/pricing"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              See plans
            </Link>
          </PanelBlock>
        </>
      ) : null}

      {state === 'outOfSlots' ? (
        <PanelBlock
          icon={<Lock aria-hidden="true" className={icon} />}
          title="You're out of slots"
          tone="warning"
        >
          <p>Every card slot of your subscription is in use. Add more slots to create new cards.</p>
          <ButtonLink to="/pricing" className="w-full">
            Add more slots
          </ButtonLink>
        </PanelBlock>
      ) : null}

      <PanelBlock icon={<LifeBuoy aria-hidden="true" className={icon} />} title="Any questions?">
        <p>We are happy to help with your cards, your subscription or anything else.</p>
        <Link
          to="/support"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Send us your query
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
  const manages = managesOrgCards(organisation.role);
  const team = withOrg('/team', organisation.slug);
  return (
    <div className="space-y-5">
      <PanelBlock
        icon={<Users aria-hidden="true" className={icon} />}
        title={manages ? 'Your team’s cards' : `Your role: ${ORG_ROLE_LABELS[organisation.role]}`}
        tone="brand"
      >
        {manages ? (
          <>
            <p>
              {`These cards belong to ${organisation.name} and draw on its subscription. Give each one to a member on the Team page; they can then edit it.`}
            </p>
            <CreateCardButton
              user={user}
              organisationSlug={organisation.slug}
              size="md"
              className="w-full"
              label="Create organisation card"
            />
            <Link
              to={team}
              className="block font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Assign cards on the Team page
            </Link>
          </>
        ) : (
          <>
            <p>
              {`You see the cards of ${organisation.name} given to you, and you can edit them. Its owners and admins create its cards and give them out.`}
            </p>
            <Link
              to={team}
              className="block font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {`See who is in ${organisation.name}`}
            </Link>
          </>
        )}
      </PanelBlock>
    </div>
  );
}
