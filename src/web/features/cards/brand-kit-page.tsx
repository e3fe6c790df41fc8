import { Lock } from 'lucide-react';
import { LOCKABLE_FIELD_LABELS } from '../../../shared/brand-kit';
import type { OrgSummary } from '../../../shared/organisations';
import { Notice } from '../../components/ui/notice';
import { TeamSubPage } from '../../components/layout/team-sub-page';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { failureMessage } from '../../lib/http';
import { orgRoleMay } from '../../lib/organisations';
import { BRAND_FAILURES, useBrandKit } from './brand-api';
import { BrandKitForm } from './brand-kit-form';

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
  return (
    <TeamSubPage
      title="Brand kit"
      wide
      describe={(organisation) =>
        `The design and details every card of ${organisation.name} starts from. Lock a field and it comes from the kit on every card, whoever edits it.`
      }
    >
      {(organisation) => <OrganisationBrandKit key={organisation.id} organisation={organisation} />}
    </TeamSubPage>
  );
}
