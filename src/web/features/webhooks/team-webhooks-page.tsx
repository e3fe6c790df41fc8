import { TeamSubPage } from '../../components/layout/team-sub-page';
import { useT } from '../../lib/i18n/use-t';
import { orgRoleMay } from '../../lib/organisations';
import { WebhooksSection } from './webhooks-section';

/**
 * `/team/webhooks?org=<slug>` (docs/product.md#team-insights-and-leads): the organisation's
 * endpoints, which hear every card of it; its owners and admins set them.
 */
export function TeamWebhooksPage() {
  const t = useT();
  return (
    <TeamSubPage
      title={t('webhooks.title')}
      describe={(organisation) => t('webhooks.teamDescribe', { organisation: organisation.name })}
      access={{
        may: (role) => orgRoleMay(role, 'view', 'webhook'),
        refusal: (organisation) => t('webhooks.teamRefusal', { organisation: organisation.name }),
      }}
    >
      {(organisation) => <WebhooksSection organisation={organisation} />}
    </TeamSubPage>
  );
}
