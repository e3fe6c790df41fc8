import { useId, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { SiteLocalTo } from '../../../shared/public-config';
import { Notice } from '../../components/ui/notice';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { usePublicConfig } from '../../lib/public-config';

/**
 * Warnings for a site opened at an address that is not public, without PUBLIC_URL
 * (docs/product.md#share-local-address): everything the share page makes carries that address,
 * so it only works on this network (or this computer). They warn, they never block.
 */

/** The banner's id: each section's warning links to it. */
const BANNER_ID = 'local-address';

const WHO_CAN_REACH: Record<SiteLocalTo, string> = {
  device: 'only this computer',
  network: 'only devices on this network',
};

const TITLE: Record<SiteLocalTo, string> = {
  device: 'Only works on this computer',
  network: 'Only works on this network',
};

/** The site's address and who can reach it, when that is not everyone; else undefined. */
function useLocalAddress(): { origin: string; localTo: SiteLocalTo } | undefined {
  const config = usePublicConfig().data;
  if (!config?.SITE_LOCAL_TO) return undefined;
  return { origin: config.SITE_ORIGIN, localTo: config.SITE_LOCAL_TO };
}

/**
 * Above the share page's sections: what a local address means for everything made here, what to
 * ask for, and, for administrators, what to set.
 */
export function LocalAddressBanner() {
  const local = useLocalAddress();
  const { isAdmin } = useCurrentUser();
  if (!local) return null;
  return (
    <Notice
      id={BANNER_ID}
      tone="warning"
      icon={TriangleAlert}
      live={false}
      className="mb-6"
      title={
        local.localTo === 'device'
          ? 'This site’s address only works on this computer'
          : 'This site’s address only works on this network'
      }
    >
      <p>
        This site is open at <span className="font-semibold wrap-anywhere">{local.origin}</span>,
        which {WHO_CAN_REACH[local.localTo]} can reach. Wallet passes, backgrounds, QR codes,
        printed cards, NFC tags and e-mail signatures made here open your card at that address, so
        phones elsewhere cannot open it. Ask the site’s administrator for a public address, then
        make them again.
      </p>
      {isAdmin ? (
        <p className="mt-2">
          You are an administrator: set <code className="font-semibold">PUBLIC_URL</code> to the
          address people open (for example{' '}
          <code className="font-semibold">https://cards.example.com</code>), restart the server and
          open the site there.{' '}
          <Link to="/admin/setup" className="font-semibold underline underline-offset-2">
            Site set-up
          </Link>{' '}
          in the admin console lists what else is set.
        </p>
      ) : null}
    </Notice>
  );
}

/**
 * A section's warning, to show before its action, and the id its button is described by:
 * `output` is what the section makes (“A pass made here”).
 */
export function useLocalAddressWarning(output: string): {
  warning: ReactNode;
  describedBy: string | undefined;
} {
  const local = useLocalAddress();
  const id = useId();
  if (!local) return { warning: null, describedBy: undefined };
  return {
    describedBy: id,
    warning: (
      <Notice
        id={id}
        tone="warning"
        icon={TriangleAlert}
        live={false}
        className="mt-4"
        title={TITLE[local.localTo]}
      >
        {output} will open your card at <span className="wrap-anywhere">{local.origin}</span>, which{' '}
        {WHO_CAN_REACH[local.localTo]} can reach. Ask the site’s administrator for a public address.{' '}
        <a href={`#${BANNER_ID}`} className="font-semibold underline underline-offset-2">
          What this means
        </a>
      </Notice>
    ),
  };
}
