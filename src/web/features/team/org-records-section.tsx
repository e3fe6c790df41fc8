import { useId } from 'react';
import { Download, History, KeyRound, ScrollText, Webhook } from 'lucide-react';
import type { OrgSummary } from '../../../shared/organisations';
import { ButtonLink, buttonClasses } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { useT } from '../../lib/i18n/use-t';
import { withOrg } from '../../lib/org-context';
import { orgExportUrl } from './api';
import { canExport, canManageApiTokens, canManageWebhooks, canViewAudit } from './permissions';

/**
 * Owners and admins: the ways to the audit log, the organisation's webhooks and its API tokens;
 * owners also download its data (a plain link, so the browser saves the ZIP as the server
 * streams it).
 */
export function OrgRecordsSection({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const audit = canViewAudit(organisation.role);
  const webhooks = canManageWebhooks(organisation.role);
  const data = canExport(organisation.role);
  const tokens = canManageApiTokens(organisation.role);
  const contentsId = useId();
  if (!audit && !webhooks && !data && !tokens) return null;
  return (
    <Panel
      icon={ScrollText}
      title={t('team.records.title')}
      description={t('team.records.description')}
    >
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {audit ? (
          <ButtonLink to={withOrg('/team/audit', organisation.slug)} variant="outline">
            <History aria-hidden="true" className="h-4 w-4" />
            {t('team.records.audit')}
          </ButtonLink>
        ) : null}
        {webhooks ? (
          <ButtonLink to={withOrg('/team/webhooks', organisation.slug)} variant="outline">
            <Webhook aria-hidden="true" className="h-4 w-4" />
            {t('team.records.webhooks')}
          </ButtonLink>
        ) : null}
        {tokens ? (
          <ButtonLink to={withOrg('/team/api-tokens', organisation.slug)} variant="outline">
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            {t('team.records.apiTokens')}
          </ButtonLink>
        ) : null}
      </div>
      {data ? (
        <div className="mt-5 border-t border-slate-200 pt-5">
          <a
            href={orgExportUrl(organisation.id)}
            download
            aria-describedby={contentsId}
            // The label wraps on a phone instead of pushing its icon out of the button.
            className={buttonClasses({
              variant: 'outline',
              className: 'h-auto min-h-11 w-full py-2 text-center whitespace-normal sm:w-auto',
            })}
          >
            <Download aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t('team.records.download')}
          </a>
          <p id={contentsId} className="mt-2 text-sm text-ink-muted">
            {/* What the ZIP holds: docs/product.md#organisation-export. */}
            {t('team.records.exportHolds')}
          </p>
        </div>
      ) : null}
    </Panel>
  );
}
