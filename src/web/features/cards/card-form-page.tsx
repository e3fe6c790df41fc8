import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import type { Card } from '../../../shared/card';
import type { OrgSummary } from '../../../shared/organisations';
import { PageMeta } from '../../components/ui/page-meta';
import { Notice } from '../../components/ui/notice';
import { PageSpinner } from '../../components/ui/spinner';
import { withOrg } from '../../lib/org-context';
import { managesOrgCards, useOrganisations, useOrgContext } from '../../lib/organisations';
import { CARD_MESSAGES, useCardForEdit } from './api';
import { CardForm } from './card-form';

function FormPageLayout({
  title,
  intro,
  belongsTo,
  children,
}: {
  title: string;
  intro: string;
  /** The organisation the card belongs to, named under the title. */
  belongsTo?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} noindex />
      <div className="flex-1 bg-slate-50">
        <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
          {belongsTo ? (
            <p className="mt-3 inline-flex max-w-full items-center gap-2 rounded-xl bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
              <Building2 aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="min-w-0 wrap-anywhere">{`Belongs to ${belongsTo}`}</span>
            </p>
          ) : null}
          <p className="mt-2 max-w-2xl text-ink-muted">{intro}</p>
          <div className="mt-8">{children}</div>
        </section>
      </div>
    </>
  );
}

const CREATE_INTRO =
  'Fill in your details; the preview shows the card exactly as people will see it.';

/** `/create`: a new card, or with `?org=` one for that organisation (docs/product.md#screens-card-form). */
export function CreateCardPage() {
  const context = useOrgContext();
  if (context.kind === 'pending') return <PageSpinner label="Loading the organisation…" />;
  if (context.kind === 'unknown')
    return (
      <FormPageLayout title="Create Card" intro={CREATE_INTRO}>
        <Notice>
          {`You are not a member of an organisation at “${context.slug}”. `}
          <Link to="/create" className="font-semibold underline underline-offset-4">
            Create a card of your own
          </Link>
        </Notice>
      </FormPageLayout>
    );
  if (context.kind === 'personal')
    return (
      <FormPageLayout title="Create Card" intro={CREATE_INTRO}>
        <CardForm mode="create" />
      </FormPageLayout>
    );
  const { organisation } = context;
  return (
    <FormPageLayout
      title="Create organisation card"
      belongsTo={organisation.name}
      intro={`Fill in the details of the person it is for; ${organisation.name}’s subscription pays for it, and you can give it to a member on the Team page.`}
    >
      {managesOrgCards(organisation.role) ? (
        <CardForm mode="create" organisation={organisation} />
      ) : (
        <Notice>
          {`Only the owners and admins of ${organisation.name} create its cards. `}
          <Link
            to={withOrg('/', organisation.slug)}
            className="font-semibold underline underline-offset-4"
          >
            Back to its cards
          </Link>
        </Notice>
      )}
    </FormPageLayout>
  );
}

const UPDATE_INTRO =
  'Change what you like; the preview follows as you type. Nothing changes until you update the card.';

/** An organisation's card: its organisation, once the list of the user's has come. */
function UpdateOrgCard({ card, organisationId }: { card: Card; organisationId: string }) {
  const organisations = useOrganisations();
  if (organisations.isPending) return <PageSpinner label="Loading card…" />;
  const organisation: OrgSummary | undefined = organisations.data?.find(
    (item) => item.id === organisationId,
  );
  return (
    <FormPageLayout
      title="Update Card"
      belongsTo={organisation?.name ?? 'an organisation'}
      intro={UPDATE_INTRO}
    >
      <CardForm key={card.id} mode="update" card={card} organisation={organisation} />
    </FormPageLayout>
  );
}

/** `/update?id=`: edit one of your cards, or an organisation's you may edit (docs/product.md#screens-card-form). */
export function UpdateCardPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useCardForEdit(id);
  if (query.data?.organisationId)
    return <UpdateOrgCard card={query.data} organisationId={query.data.organisationId} />;
  let content: ReactNode;
  if (!id) content = <Notice>{CARD_MESSAGES.missingId}</Notice>;
  else if (query.isPending) content = <PageSpinner label="Loading card…" />;
  else if (query.isError) content = <Notice>{CARD_MESSAGES.loadFailed}</Notice>;
  else content = <CardForm key={query.data.id} mode="update" card={query.data} />;
  return (
    <FormPageLayout title="Update Card" intro={UPDATE_INTRO}>
      {content}
    </FormPageLayout>
  );
}

/** The route module's component: one module serves both /create and /update. */
export function Component() {
  const { pathname } = useLocation();
  return pathname.startsWith('/update') ? <UpdateCardPage /> : <CreateCardPage />;
}
