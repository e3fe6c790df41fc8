import { useId } from 'react';
import { Download, History, KeyRound, ScrollText, Webhook } from 'lucide-react';
import type { OrgSummary } from '../../../shared/organisations';
import { ButtonLink, buttonClasses } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { withOrg } from '../../lib/org-context';
import { orgExportUrl } from './api';
import { canExport, canManageApiTokens, canManageWebhooks, canViewAudit } from './permissions';

/** What the organisation's ZIP holds (docs/product.md#organisation-export), said beside its button. */
const WHAT_THE_EXPORT_HOLDS =
  'One ZIP file with the organisation and its subscription, its members and invitations, every card with its vCard and images, the leads, each card’s daily figures and the audit log, with a README that explains each file.';

/**
 * Owners and admins: the ways to the audit log, the organisation's webhooks and its API tokens;
 * owners also download its data (a plain link, so the browser saves the ZIP as the server
 * streams it).
 */
export function OrgRecordsSection({ organisation }: { organisation: OrgSummary }) {
  const audit = canViewAudit(organisation.role);
  const webhooks = canManageWebhooks(organisation.role);
  const data = canExport(organisation.role);
  const tokens = canManageApiTokens(organisation.role);
  const contentsId = useId();
  if (!audit && !webhooks && !data && !tokens) return null;
  return (
    <Panel
      icon={ScrollText}
      title="Records and connections"
      description="See who changed what, send the organisation’s leads and card changes to your tools, and take its data with you."
    >
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {audit ? (
          <ButtonLink to={withOrg('/team/audit', organisation.slug)} variant="outline">
            <History aria-hidden="true" className="h-4 w-4" />
            Audit log
          </ButtonLink>
        ) : null}
        {webhooks ? (
          <ButtonLink to={withOrg('/team/webhooks', organisation.slug)} variant="outline">
            <Webhook aria-hidden="true" className="h-4 w-4" />
            Webhooks
          </ButtonLink>
        ) : null}
        {tokens ? (
          <ButtonLink to={withOrg('/team/api-tokens', organisation.slug)} variant="outline">
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            API tokens
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
            Download the organisation’s data (ZIP)
          </a>
          <p id={contentsId} className="mt-2 text-sm text-ink-muted">
            {WHAT_THE_EXPORT_HOLDS} Only owners download it.
          </p>
        </div>
      ) : null}
    </Panel>
  );
}
