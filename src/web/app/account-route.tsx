import { AccountPage } from '../features/account/account-page';
import { CreateCardButton } from '../features/cards/create-card-button';
import { WebhooksSection } from '../features/webhooks/webhooks-section';
import { useCurrentUser } from '../lib/auth/use-auth';

/**
 * /account, with the cards feature's Create Card button in its sidebar and the webhooks feature's
 * section among its own.
 */
export function AccountRoute() {
  const user = useCurrentUser();
  return (
    <AccountPage
      sidebarAction={<CreateCardButton user={user} size="md" className="w-full" />}
      sections={<WebhooksSection />}
    />
  );
}
