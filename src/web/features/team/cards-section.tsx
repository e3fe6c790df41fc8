import { useId, useState } from 'react';
import { IdCard, Pencil, Plus, SquareArrowOutUpRight } from 'lucide-react';
import type { OrgCard, OrgMember, OrgSummary } from '../../../shared/organisations';
import { ProfileAvatar } from '../../../shared/ui/profile-avatar';
import { Badge } from '../../components/ui/badge';
import { ButtonLink, buttonClasses } from '../../components/ui/button';
import { SelectField } from '../../components/ui/form-field';
import { Pagination } from '../../components/ui/pagination';
import { Panel } from '../../components/ui/panel';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { formatNumber } from '../../lib/format';
import { failureMessage } from '../../lib/http';
import { useT } from '../../lib/i18n/use-t';
import { withOrg } from '../../lib/org-context';
import { managesOrgCards } from '../../lib/organisations';
import { pageCountOf } from '../../lib/paging';
import { toast, toastFailure } from '../../lib/toast';
import { TEAM_FAILURES, useAssignCard, useMembers, useOrgCards } from './api';
import { serverSaid } from './texts';

/** Cards on one page of the section: a team's cards fit a few pages. */
const ORG_CARDS_PAGE_SIZE = 10;

/** The select's value for "assigned to no one" (a user id is never empty). */
const UNASSIGNED = '';

const memberName = (member: { name: string; email: string }) => member.name || member.email;

/** Who the card is given to, as a select of the organisation's members (owners and admins). */
function AssigneeSelect({
  organisation,
  card,
  members,
  describedBy,
}: {
  organisation: OrgSummary;
  card: OrgCard;
  members: readonly OrgMember[];
  /** The id of the card's name, which the select's label leaves out. */
  describedBy: string;
}) {
  const t = useT();
  const assign = useAssignCard();
  const saved = card.assignee?.userId ?? UNASSIGNED;
  // An assignee the member list lacks (it is still loading) stays a choice.
  const options = [
    { value: UNASSIGNED, label: t('team.cards.unassigned') },
    ...members.map((member) => ({ value: member.userId, label: memberName(member) })),
    ...(card.assignee && !members.some((member) => member.userId === card.assignee?.userId)
      ? [{ value: card.assignee.userId, label: memberName(card.assignee) }]
      : []),
  ];
  const change = async (userId: string) => {
    try {
      const result = await assign.mutateAsync({
        orgId: organisation.id,
        cardId: card.id,
        userId: userId === UNASSIGNED ? null : userId,
      });
      toast.success(
        serverSaid(
          result.message,
          userId === UNASSIGNED ? 'team.done.cardUnassigned' : 'team.done.cardAssigned',
        ),
      );
    } catch (error) {
      toastFailure(error, TEAM_FAILURES.assign);
    }
  };
  return (
    <SelectField
      label={t('team.cards.assignedTo')}
      className="w-full sm:w-56"
      options={options}
      value={assign.isPending ? (assign.variables.userId ?? UNASSIGNED) : saved}
      disabled={assign.isPending}
      aria-busy={assign.isPending || undefined}
      describedBy={describedBy}
      onValueChange={(userId) => void change(userId)}
    />
  );
}

function CardRow({
  organisation,
  card,
  members,
}: {
  organisation: OrgSummary;
  card: OrgCard;
  /** The members to choose from; absent for a member, who only sees their own cards. */
  members?: readonly OrgMember[];
}) {
  const t = useT();
  const nameId = useId();
  const name = card.fullName;
  const jobLine = [card.jobTitle, card.company].filter((part) => part.trim()).join(' | ');
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
      <div className="flex min-w-0 flex-1 basis-60 items-center gap-3">
        <ProfileAvatar name={name} imageUrl={card.profileImageUrl} size={40} alt="" />
        <div className="min-w-0">
          <p id={nameId} className="font-medium wrap-anywhere text-ink">
            {name}
            {card.title.trim() ? (
              <span className="font-normal text-ink-muted">{` · ${card.title}`}</span>
            ) : null}
          </p>
          {jobLine ? <p className="text-sm wrap-anywhere text-ink-muted">{jobLine}</p> : null}
          {members ? null : (
            <p className="mt-1">
              <Badge tone="brand">{t('team.cards.assignedToYou')}</Badge>
            </p>
          )}
        </div>
      </div>
      {members ? (
        <AssigneeSelect
          organisation={organisation}
          card={card}
          members={members}
          describedBy={nameId}
        />
      ) : null}
      <div className="flex gap-2">
        <ButtonLink
          to={withOrg(`/update?id=${encodeURIComponent(card.id)}`, organisation.slug)}
          variant="outline"
          size="sm"
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t.rich('team.cards.edit', {
            name,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </ButtonLink>
        <a
          href={`/showcase?id=${encodeURIComponent(card.id)}`}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          <SquareArrowOutUpRight aria-hidden="true" className="h-4 w-4" />
          {t.rich('team.cards.show', {
            name,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </a>
      </div>
    </li>
  );
}

/**
 * The organisation's cards on Team (docs/product.md#organisation-cards-screens): owners and admins see
 * every one, give it to a member or take it back, and create new ones; a member sees theirs.
 */
export function CardsSection({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const manages = managesOrgCards(organisation.role);
  const [page, setPage] = useState(1);
  const [unassigned, setUnassigned] = useState(false);
  const cards = useOrgCards(organisation.id, {
    page,
    pageSize: ORG_CARDS_PAGE_SIZE,
    unassigned: manages && unassigned,
  });
  const members = useMembers(organisation.id);
  const filterId = useId();
  const createTo = withOrg('/create', organisation.slug);
  const total = cards.data?.totalCount;

  let body;
  if (cards.isPending) body = <LoadingState label={t('team.cards.loading')} className="py-8" />;
  else if (cards.isError)
    body = (
      <ErrorState
        message={failureMessage(cards.error, TEAM_FAILURES.loadCards)}
        onRetry={() => void cards.refetch()}
        retrying={cards.isFetching}
      />
    );
  else if (cards.data.items.length === 0)
    body = !manages ? (
      <EmptyState icon={IdCard} title={t('team.cards.noneGivenTitle')}>
        {t('team.cards.noneGivenBody', { organisation: organisation.name })}
      </EmptyState>
    ) : unassigned ? (
      <EmptyState icon={IdCard} title={t('team.cards.allAssignedTitle')}>
        {t('team.cards.allAssignedBody')}
      </EmptyState>
    ) : (
      <EmptyState
        icon={IdCard}
        title={t('team.cards.noneTitle')}
        action={
          <ButtonLink to={createTo} size="md">
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('team.cards.create')}
          </ButtonLink>
        }
      >
        {t('team.cards.noneBody')}
      </EmptyState>
    );
  else
    body = (
      <ul
        className="divide-y divide-slate-100"
        aria-label={t('team.cards.list')}
        aria-busy={cards.isFetching || undefined}
      >
        {cards.data.items.map((card) => (
          <CardRow
            key={card.id}
            organisation={organisation}
            card={card}
            members={manages ? (members.data ?? []) : undefined}
          />
        ))}
      </ul>
    );

  return (
    <Panel
      icon={IdCard}
      title={
        manages
          ? total === undefined || unassigned
            ? t('team.cards.title')
            : t('team.cards.titleCount', { count: formatNumber(total) })
          : t('team.cards.yourTitle', { organisation: organisation.name })
      }
      description={manages ? t('team.cards.description') : t('team.cards.yourDescription')}
    >
      {manages ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <input
              id={filterId}
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300 accent-brand-700"
              checked={unassigned}
              onChange={(event) => {
                setUnassigned(event.target.checked);
                setPage(1);
              }}
            />
            <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
              {t('team.cards.onlyUnassigned')}
            </label>
          </div>
          <ButtonLink to={createTo} size="sm">
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('team.cards.create')}
          </ButtonLink>
        </div>
      ) : null}
      <div className="mt-4 space-y-4">
        {body}
        <Pagination
          label={t('team.cards.pages')}
          page={page}
          pageCount={pageCountOf(total ?? 0, ORG_CARDS_PAGE_SIZE)}
          onPageChange={setPage}
        />
      </div>
    </Panel>
  );
}
