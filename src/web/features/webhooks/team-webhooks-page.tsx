import { TeamSubPage } from '../../components/layout/team-sub-page';
import { orgRoleMay } from '../../lib/organisations';
import { WebhooksSection } from './webhooks-section';

/**
 * `/team/webhooks?org=<slug>` (docs/product.md#team-insights-and-leads): the organisation's
 * endpoints, which hear every card of it; its owners and admins set them.
 */
export function TeamWebhooksPage() {
  return (
    <TeamSubPage
      title="Webhooks"
      describe={(organisation) =>
        `Send the new leads and changes of every card of ${organisation.name} to your CRM or automation tool, whoever the card is given to. A member’s own endpoints never hear them.`
      }
      access={{
        may: (role) => orgRoleMay(role, 'view', 'webhook'),
        refusal: (organisation) =>
          `Only the owners and admins of ${organisation.name} see and set its webhooks.`,
      }}
    >
      {(organisation) => <WebhooksSection organisation={organisation} />}
    </TeamSubPage>
  );
}
