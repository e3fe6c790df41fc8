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
import { useT } from '../../lib/i18n/use-t';

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
  const t = useT();
  return (
    <>
      <PageMeta title={title} noindex />
      <div className="flex-1 bg-slate-50">
        <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
          {belongsTo ? (
            <p className="mt-3 inline-flex max-w-full items-center gap-2 rounded-xl bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
              <Building2 aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="min-w-0 wrap-anywhere">
                {t('editor.belongsTo', { organisation: belongsTo })}
              </span>
            </p>
          ) : null}
          <p className="mt-2 max-w-2xl text-ink-muted">{intro}</p>
          <div className="mt-8">{children}</div>
        </section>
      </div>
    </>
  );
}

/** `/create`: a new card, or with `?org=` one for that organisation (docs/product.md#screens-card-form). */
export function CreateCardPage() {
  const t = useT();
  const context = useOrgContext();
  if (context.kind === 'pending') return <PageSpinner label={t('editor.loadingOrganisation')} />;
  if (context.kind === 'unknown')
    return (
      <FormPageLayout title={t('editor.createTitle')} intro={t('editor.createIntro')}>
        <Notice>
          {t('editor.notAMember', { slug: context.slug })}{' '}
          <Link to="/create" className="font-semibold underline underline-offset-4">
            {t('editor.createOwn')}
          </Link>
        </Notice>
      </FormPageLayout>
    );
  if (context.kind === 'personal')
    return (
      <FormPageLayout title={t('editor.createTitle')} intro={t('editor.createIntro')}>
        <CardForm mode="create" />
      </FormPageLayout>
    );
  const { organisation } = context;
  return (
    <FormPageLayout
      title={t('editor.createOrgTitle')}
      belongsTo={organisation.name}
      intro={t('editor.createOrgIntro', { organisation: organisation.name })}
    >
      {managesOrgCards(organisation.role) ? (
        <CardForm mode="create" organisation={organisation} />
      ) : (
        <Notice>
          {t('editor.onlyManagersCreate', { organisation: organisation.name })}{' '}
          <Link
            to={withOrg('/', organisation.slug)}
            className="font-semibold underline underline-offset-4"
          >
            {t('editor.backToOrgCards')}
          </Link>
        </Notice>
      )}
    </FormPageLayout>
  );
}

/** An organisation's card: its organisation, once the list of the user's has come. */
function UpdateOrgCard({ card, organisationId }: { card: Card; organisationId: string }) {
  const t = useT();
  const organisations = useOrganisations();
  if (organisations.isPending) return <PageSpinner label={t('editor.loadingCard')} />;
  const organisation: OrgSummary | undefined = organisations.data?.find(
    (item) => item.id === organisationId,
  );
  return (
    <FormPageLayout
      title={t('editor.updateTitle')}
      belongsTo={organisation?.name ?? t('editor.anOrganisation')}
      intro={t('editor.updateIntro')}
    >
      <CardForm key={card.id} mode="update" card={card} organisation={organisation} />
    </FormPageLayout>
  );
}

/** `/update?id=`: edit one of your cards, or an organisation's you may edit (docs/product.md#screens-card-form). */
export function UpdateCardPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useCardForEdit(id);
  if (query.data?.organisationId)
    return <UpdateOrgCard card={query.data} organisationId={query.data.organisationId} />;
  let content: ReactNode;
  if (!id) content = <Notice>{CARD_MESSAGES.missingId}</Notice>;
  else if (query.isPending) content = <PageSpinner label={t('editor.loadingCard')} />;
  else if (query.isError) content = <Notice>{CARD_MESSAGES.loadFailed}</Notice>;
  else content = <CardForm key={query.data.id} mode="update" card={query.data} />;
  return (
    <FormPageLayout title={t('editor.updateTitle')} intro={t('editor.updateIntro')}>
      {content}
    </FormPageLayout>
  );
}

/** The route module's component: one module serves both /create and /update. */
export function Component() {
  const { pathname } = useLocation();
  return pathname.startsWith('/update') ? <UpdateCardPage /> : <CreateCardPage />;
}
