import { FileUp, Palette, UsersRound, Wrench } from 'lucide-react';
import type { OrgSummary } from '../../../shared/organisations';
import { ButtonLink } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { useT } from '../../lib/i18n/use-t';
import { withOrg } from '../../lib/org-context';
import { canEditBrand, canImport, canProvision } from './permissions';

/** Owners and admins: the ways to the brand kit, the import and provisioning (their own screens). */
export function OrgToolsSection({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const brand = canEditBrand(organisation.role);
  const people = canImport(organisation.role);
  const directory = canProvision(organisation.role);
  if (!brand && !people && !directory) return null;
  return (
    <Panel icon={Wrench} title={t('team.tools.title')} description={t('team.tools.description')}>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {brand ? (
          <ButtonLink to={withOrg('/team/brand', organisation.slug)} variant="outline">
            <Palette aria-hidden="true" className="h-4 w-4" />
            {t('team.tools.brandKit')}
          </ButtonLink>
        ) : null}
        {people ? (
          <ButtonLink to={withOrg('/team/import', organisation.slug)} variant="outline">
            <FileUp aria-hidden="true" className="h-4 w-4" />
            {t('team.tools.import')}
          </ButtonLink>
        ) : null}
        {directory ? (
          <ButtonLink to={withOrg('/team/provisioning', organisation.slug)} variant="outline">
            <UsersRound aria-hidden="true" className="h-4 w-4" />
            {t('team.tools.provisioning')}
          </ButtonLink>
        ) : null}
      </div>
    </Panel>
  );
}
