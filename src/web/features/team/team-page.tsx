import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Building2, Plus, Users, X } from 'lucide-react';
import type { OrgSummary } from '../../../shared/organisations';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/form-field';
import { PageMeta } from '../../components/ui/page-meta';
import { Panel } from '../../components/ui/panel';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { failureMessage } from '../../lib/http';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { useOrganisations } from '../../lib/organisations';
import { useT } from '../../lib/i18n/use-t';
import { TEAM_FAILURES } from './api';
import { CardsSection } from './cards-section';
import { CreateOrgForm } from './create-org-form';
import { InvitationsSection } from './invitations-section';
import { MembersSection } from './members-section';
import { OrgSettingsSection } from './org-settings-section';
import { OrgRecordsSection } from './org-records-section';
import { OrgToolsSection } from './org-tools-section';
import { SeatsSection } from './seats-section';
import { canManageMembers, chosenOrganisation } from './permissions';
import { roleLabel } from './texts';

function CreateOrgPanel({
  onCreated,
  onCancel,
}: {
  onCreated: (organisation: OrgSummary) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  return (
    <Panel
      icon={Building2}
      title={t('team.create.title')}
      description={t('team.create.description')}
    >
      <CreateOrgForm onCreated={onCreated} />
      {onCancel ? (
        <Button variant="ghost" size="sm" className="mt-3" onClick={onCancel}>
          <X aria-hidden="true" className="h-4 w-4" />
          {t('team.create.cancel')}
        </Button>
      ) : null}
    </Panel>
  );
}

/** The chosen organisation: who is in it, its cards, who is invited, and its settings. */
function OrganisationView({
  organisation,
  selfId,
  onGone,
}: {
  organisation: OrgSummary;
  selfId: string;
  onGone: () => void;
}) {
  return (
    <div className="space-y-6">
      <OrgToolsSection organisation={organisation} />
      <MembersSection organisation={organisation} selfId={selfId} />
      <SeatsSection organisation={organisation} />
      <CardsSection organisation={organisation} />
      {canManageMembers(organisation.role) ? (
        <InvitationsSection organisation={organisation} />
      ) : null}
      <OrgRecordsSection organisation={organisation} />
      <OrgSettingsSection organisation={organisation} onGone={onGone} />
    </div>
  );
}

/**
 * Team (docs/product.md#organisations): the organisations the user belongs to, the one the address
 * names (`/team?org=<slug>`) with its members, invitations and settings; a first one created here.
 */
export function TeamPage() {
  const t = useT();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const organisations = useOrganisations();
  const [creating, setCreating] = useState(false);
  const slug = params.get('org');
  const list = organisations.data ?? [];
  const chosen = chosenOrganisation(list, slug);
  // An organisation just created or joined is in the list once it is asked again.
  const awaited =
    organisations.isFetching && slug !== null && !list.some((item) => item.slug === slug);

  const choose = (next: string | null, replace = false) =>
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (next) nextParams.set('org', next);
        else nextParams.delete('org');
        return nextParams;
      },
      { replace, preventScrollReset: true },
    );

  // An address naming no organisation of the user's (or none) shows the first one, and says so.
  const shownSlug = chosen?.slug ?? null;
  useEffect(() => {
    if (organisations.isSuccess && !organisations.isFetching && shownSlug !== slug) {
      setParams(
        (current) => {
          const nextParams = new URLSearchParams(current);
          if (shownSlug) nextParams.set('org', shownSlug);
          else nextParams.delete('org');
          return nextParams;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [organisations.isSuccess, organisations.isFetching, shownSlug, slug, setParams]);

  const created = (organisation: OrgSummary) => {
    setCreating(false);
    choose(organisation.slug);
  };

  let content;
  if (organisations.isPending || awaited) content = <LoadingState label={t('team.loadingOrgs')} />;
  else if (organisations.isError)
    content = (
      <ErrorState
        title={TEAM_FAILURES.loadOrgs}
        message={failureMessage(organisations.error, TEAM_FAILURES.loadOrgs)}
        onRetry={() => void organisations.refetch()}
        retrying={organisations.isFetching}
      />
    );
  else if (!chosen)
    content = (
      <>
        <EmptyState icon={Users} title={t('team.empty.title')} headingLevel="h2">
          {t('team.empty.body')}
        </EmptyState>
        <CreateOrgPanel onCreated={created} />
      </>
    );
  else
    content = (
      <>
        <section
          aria-label={t('team.organisation')}
          className="flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
        >
          <div className="min-w-0 flex-1 basis-64">
            {list.length > 1 ? (
              <SelectField
                label={t('team.organisation')}
                options={list.map((organisation) => ({
                  value: organisation.slug,
                  label: organisation.name,
                }))}
                value={chosen.slug}
                onValueChange={(next) => choose(next)}
              />
            ) : (
              <>
                <p className="text-sm font-medium text-slate-800">{t('team.organisation')}</p>
                <p className="mt-1 text-xl font-bold break-words text-ink">{chosen.name}</p>
              </>
            )}
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <span>{t('team.yourRole')}</span>
              <Badge tone={chosen.role === 'member' ? 'neutral' : 'brand'}>
                {roleLabel(chosen.role)}
              </Badge>
            </p>
          </div>
          {creating ? null : (
            <Button variant="outline" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('team.newOrganisation')}
            </Button>
          )}
        </section>
        {creating ? (
          <CreateOrgPanel onCreated={created} onCancel={() => setCreating(false)} />
        ) : null}
        <OrganisationView
          key={chosen.id}
          organisation={chosen}
          selfId={user.id}
          onGone={() => choose(null, true)}
        />
      </>
    );

  return (
    <>
      <PageMeta
        title={chosen ? t('team.metaTitle', { organisation: chosen.name }) : t('team.title')}
        noindex
      />
      <div className="flex-1 bg-slate-50">
        <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('team.title')}</h1>
            <p className="mt-1 text-sm text-ink-muted">{t('team.intro')}</p>
          </div>
          {content}
        </div>
      </div>
    </>
  );
}
