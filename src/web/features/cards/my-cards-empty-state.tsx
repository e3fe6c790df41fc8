import { IdCard } from 'lucide-react';
import { TRIAL_MONTHS } from '../../../shared/billing';
import type { OrgSummary } from '../../../shared/organisations';
import type { CurrentUser } from '../../../shared/user';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/states';
import { managesOrgCards } from '../../lib/organisations';
import { CreateCardButton } from './create-card-button';
import { useT } from '../../lib/i18n/use-t';

const stepNumber =
  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold';

/**
 * My Cards without a card (docs/product.md#screens-my-cards): `No Cards Found` and
 * `Create Your First Card`. Without a subscription the gate would only send that button to
 * pricing, so the two steps are shown in their order: the free trial first, with its button.
 */
export function MyCardsEmptyState({ user }: { user: CurrentUser }) {
  const t = useT();
  if (user.subscriptionDetails.has_subscription) {
    return (
      <EmptyState
        icon={IdCard}
        title={t('myCards.empty.title')}
        headingLevel="h2"
        action={
          // Through the gate like every way into /create (docs/product.md#create-card-gate).
          <CreateCardButton user={user} size="lg" label={t('myCards.empty.createFirst')} />
        }
      >
        {t('myCards.empty.body')}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={IdCard}
      title={t('myCards.empty.title')}
      headingLevel="h2"
      action={
        <ol className="w-full max-w-md space-y-3 text-start">
          <li className="flex gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
            <span aria-hidden="true" className={`${stepNumber} bg-brand-700 text-white`}>
              1
            </span>
            <div>
              <p className="font-semibold text-ink">
                {t('myCards.empty.trialStep', { months: TRIAL_MONTHS })}
              </p>
              <p className="mt-0.5 text-sm leading-relaxed text-slate-700">
                {t('myCards.empty.trialNote')}
              </p>
              <ButtonLink to="/pricing" size="md" className="mt-3">
                {t('myCards.empty.startTrial')}
              </ButtonLink>
            </div>
          </li>
          <li className="flex gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <span aria-hidden="true" className={`${stepNumber} bg-slate-200 text-slate-700`}>
              2
            </span>
            <div>
              <p className="font-semibold text-ink">{t('myCards.empty.createFirst')}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-slate-700">
                {t('myCards.empty.createStepNote')}
              </p>
            </div>
          </li>
        </ol>
      }
    >
      {t('myCards.empty.twoSteps')}
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
  const t = useT();
  if (!managesOrgCards(organisation.role)) {
    return (
      <EmptyState icon={IdCard} title={t('myCards.orgEmpty.memberTitle')} headingLevel="h2">
        {t('myCards.orgEmpty.memberBody', { organisation: organisation.name })}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={IdCard}
      title={t('myCards.orgEmpty.title', { organisation: organisation.name })}
      headingLevel="h2"
      action={
        <CreateCardButton
          user={user}
          organisationSlug={organisation.slug}
          size="lg"
          label={t('myCards.orgEmpty.create')}
        />
      }
    >
      {t('myCards.orgEmpty.body')}
    </EmptyState>
  );
}
