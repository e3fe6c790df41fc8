import { Lock } from 'lucide-react';
import type { OrgSummary } from '../../../shared/organisations';
import { Notice } from '../../components/ui/notice';
import { TeamSubPage } from '../../components/layout/team-sub-page';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { failureMessage } from '../../lib/http';
import { orgRoleMay } from '../../lib/organisations';
import { BRAND_FAILURES, useBrandKit } from './brand-api';
import { BrandKitForm } from './brand-kit-form';
import { useT } from '../../lib/i18n/use-t';
import { lockableLabel } from '../../lib/card-design-labels';
import { formatList } from '../../lib/format';
import { activeLanguage } from '../../lib/i18n/intl';

/** English lists the fields with commas, as the product's text does; others their own way. */
const fieldList = (labels: string[]) =>
  activeLanguage() === 'en' ? labels.join(', ') : formatList(labels);

/** The kit of an organisation the user is in: the form for owners and admins, what is locked for members. */
function OrganisationBrandKit({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const kit = useBrandKit(organisation.id);
  if (kit.isPending) return <LoadingState label={t('brandKit.loading')} />;
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
      title={t('brandKit.onlyManagers', { organisation: organisation.name })}
      live={false}
    >
      {locked.length === 0
        ? t('brandKit.nothingLockedMember')
        : t('brandKit.lockedForMember', { fields: fieldList(locked.map(lockableLabel)) })}
    </Notice>
  );
}

/** `/team/brand?org=<slug>` (docs/product.md#brand-kit). */
export function BrandKitPage() {
  const t = useT();
  return (
    <TeamSubPage
      title={t('brandKit.title')}
      wide
      describe={(organisation) => t('brandKit.describe', { organisation: organisation.name })}
    >
      {(organisation) => <OrganisationBrandKit key={organisation.id} organisation={organisation} />}
    </TeamSubPage>
  );
}
