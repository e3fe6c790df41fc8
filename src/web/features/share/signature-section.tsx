import { Mail } from 'lucide-react';
import type { Card } from '../../../shared/card';
import { SIGNATURE_LAYOUTS, signaturePagePath } from '../../../shared/email-signature';
import { ButtonLink } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { useLocalAddressWarning } from './local-address';

/** The share page's "E-mail signature" section: what it is, and the way to the signature page. */
export function SignatureSection({ card }: { card: Card }) {
  const local = useLocalAddressWarning('The link and pictures of a signature made here');
  return (
    <Panel
      title="E-mail signature"
      icon={Mail}
      description="Every e-mail you send can lead to your card: a signature for Gmail, Outlook and Apple Mail."
    >
      <p className="mt-3 text-sm text-ink-muted">
        Choose one of {SIGNATURE_LAYOUTS.length} layouts (
        {SIGNATURE_LAYOUTS.map((layout) => layout.label).join(', ')}), see it as it will look, and
        copy it with your photo, logo, colours and a link to your card.
      </p>
      {local.warning}
      <ButtonLink
        to={signaturePagePath(card.id)}
        variant="outline"
        className="mt-4"
        aria-describedby={local.describedBy}
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        Make an e-mail signature
      </ButtonLink>
    </Panel>
  );
}
