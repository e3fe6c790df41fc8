import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { LOCKABLE_FIELD_LABELS } from '../../../shared/brand-kit';
import type { OrgSummary } from '../../../shared/organisations';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { failureMessage } from '../../lib/http';
import { withOrg } from '../../lib/org-context';
import { orgRoleMay, useOrgContext } from '../../lib/organisations';
import { BRAND_FAILURES, useBrandKit } from './brand-api';
import { BrandKitForm } from './brand-kit-form';

function BrandKitLayout({
  organisation,
  children,
}: {
  organisation?: Pick<OrgSummary, 'slug' | 'name'>;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={organisation ? `Brand kit · ${organisation.name}` : 'Brand kit'} noindex />
      <div className="flex-1 bg-slate-50">
        <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <Link
            to={withOrg('/team', organisation?.slug ?? null)}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Team
          </Link>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink">Brand kit</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">
            {organisation
              ? `The design and details every card of ${organisation.name} starts from. Lock a field and it comes from the kit on every card, whoever edits it.`
              : 'The design and details every card of an organisation starts from.'}
          </p>
          <div className="mt-8">{children}</div>
        </section>
      </div>
    </>
  );
}

/** The kit of an organisation the user is in: the form for owners and admins, what is locked for members. */
function OrganisationBrandKit({ organisation }: { organisation: OrgSummary }) {
  const kit = useBrandKit(organisation.id);
  if (kit.isPending) return <LoadingState label="Loading the brand kit…" />;
  if (kit.isError)
    return (
      <ErrorState
        title={BRAND_FAILURES.load}
        message={failureMessage(kit.error, BRAND_FAILURES.load)}
        onRetry={() => void kit.refetch()}
        retrying={kit.isFetching}
      />
    );
  if (orgRoleMay(organisation.role, 'edit', 'brand'))
    return <BrandKitForm organisation={organisation} kit={kit.data} />;
  // A member edits their own card: what matters to them is what they cannot change there.
  const locked = kit.data.locked;
  return (
    <Notice
      tone="info"
      icon={Lock}
      title={`Only owners and admins change ${organisation.name}’s brand kit`}
      live={false}
    >
      {locked.length === 0
        ? 'Nothing is locked: you can change every field of the cards given to you.'
        : `On the cards given to you, these come from the kit: ${locked.map((field) => LOCKABLE_FIELD_LABELS[field]).join(', ')}.`}
    </Notice>
  );
}

/** `/team/brand?org=<slug>` (docs/product.md#brand-kit). */
export function BrandKitPage() {
  const context = useOrgContext();
  if (context.kind === 'organisation')
    return (
      <BrandKitLayout organisation={context.organisation}>
        <OrganisationBrandKit key={context.organisation.id} organisation={context.organisation} />
      </BrandKitLayout>
    );
  return (
    <BrandKitLayout>
      {context.kind === 'pending' ? (
        <LoadingState label="Loading the organisation…" />
      ) : (
        <Notice tone="warning" live={false}>
          {context.kind === 'unknown'
            ? `You are not a member of an organisation at “${context.slug}”. `
            : 'A brand kit belongs to an organisation: choose one on the Team page. '}
          <Link to="/team" className="font-semibold underline underline-offset-4">
            Go to Team
          </Link>
        </Notice>
      )}
    </BrandKitLayout>
  );
}
