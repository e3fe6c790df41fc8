import { IdCard } from 'lucide-react';
import { TRIAL_MONTHS } from '../../../shared/billing';
import type { OrgSummary } from '../../../shared/organisations';
import type { CurrentUser } from '../../../shared/user';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/states';
import { managesOrgCards } from '../../lib/organisations';
import { CreateCardButton } from './create-card-button';

const stepNumber =
  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold';

/**
 * My Cards without a card (docs/product.md#screens-my-cards): `No Cards Found` and
 * `Create Your First Card`. Without a subscription the gate would only send that button to
 * pricing, so the two steps are shown in their order: the free trial first, with its button.
 */
export function MyCardsEmptyState({ user }: { user: CurrentUser }) {
  if (user.subscriptionDetails.has_subscription) {
    return (
      <EmptyState
        icon={IdCard}
        title="No Cards Found"
        headingLevel="h2"
        action={
          // Through the gate like every way into /create (docs/product.md#create-card-gate).
          <CreateCardButton user={user} size="lg" label="Create Your First Card" />
        }
      >
        Create a digital business card with its own QR code and start sharing it.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={IdCard}
      title="No Cards Found"
      headingLevel="h2"
      action={
        <ol className="w-full max-w-md space-y-3 text-start">
          <li className="flex gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
            <span aria-hidden="true" className={`${stepNumber} bg-brand-700 text-white`}>
              1
            </span>
            <div>
              <p className="font-semibold text-ink">{`Start your ${TRIAL_MONTHS}-month free trial`}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-slate-700">
                Nothing is charged until the trial ends.
              </p>
              <ButtonLink to="/pricing" size="md" className="mt-3">
                Start Free Trial
              </ButtonLink>
            </div>
          </li>
          <li className="flex gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <span aria-hidden="true" className={`${stepNumber} bg-slate-200 text-slate-700`}>
              2
            </span>
            <div>
              <p className="font-semibold text-ink">Create Your First Card</p>
              <p className="mt-0.5 text-sm leading-relaxed text-slate-700">
                Add your details, then share your card by its link or QR code.
              </p>
            </div>
          </li>
        </ol>
      }
    >
      You have no cards yet. Two steps to your first one:
    </EmptyState>
  );
}

/**
 * An organisation's context without a card to show (docs/product.md#organisation-cards-screens): its
 * owners and admins create the first; a member has none given to them yet.
 */
export function OrgCardsEmptyState({
  user,
  organisation,
}: {
  user: CurrentUser;
  organisation: OrgSummary;
}) {
  if (!managesOrgCards(organisation.role)) {
    return (
      <EmptyState icon={IdCard} title="No cards given to you yet" headingLevel="h2">
        {`When an owner or admin of ${organisation.name} gives you one of its cards, it shows here and you can edit it.`}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={IdCard}
      title={`${organisation.name} has no cards yet`}
      headingLevel="h2"
      action={
        <CreateCardButton
          user={user}
          organisationSlug={organisation.slug}
          size="lg"
          label="Create organisation card"
        />
      }
    >
      Make a card for each of your people: it belongs to the organisation, and you give it to a
      member on the Team page.
    </EmptyState>
  );
}
