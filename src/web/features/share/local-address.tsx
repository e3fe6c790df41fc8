import { useId, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/catalogue';
import type { SiteLocalTo } from '../../../shared/public-config';
import { Notice } from '../../components/ui/notice';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { useT } from '../../lib/i18n/use-t';
import { usePublicConfig } from '../../lib/public-config';

/**
 * Warnings for a site opened at an address that is not public, without PUBLIC_URL
 * (docs/product.md#share-local-address): everything the share page makes carries that address,
 * so it only works on this network (or this computer). They warn, they never block.
 */

/** The banner's id: each section's warning links to it. */
const BANNER_ID = 'local-address';

/** Each case's words: the banner's title and text, a section's warning title and text. */
const TEXT: Record<
  SiteLocalTo,
  { title: MessageId; body: MessageId; short: MessageId; warning: MessageId }
> = {
  device: {
    title: 'share.local.deviceTitle',
    body: 'share.local.deviceBody',
    short: 'share.local.deviceShort',
    warning: 'share.local.deviceWarning',
  },
  network: {
    title: 'share.local.networkTitle',
    body: 'share.local.networkBody',
    short: 'share.local.networkShort',
    warning: 'share.local.networkWarning',
  },
};

/** The site's address: left to right in any page, and broken anywhere rather than overflowing. */
const address = (chunks: ReactNode) => (
  <bdi dir="ltr" className="wrap-anywhere">
    {chunks}
  </bdi>
);

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
  const t = useT();
  const local = useLocalAddress();
  const { isAdmin } = useCurrentUser();
  if (!local) return null;
  const text = TEXT[local.localTo];
  return (
    <Notice
      id={BANNER_ID}
      tone="warning"
      icon={TriangleAlert}
      live={false}
      className="mb-6"
      title={t(text.title)}
    >
      <p>
        {t.rich(text.body, {
          origin: local.origin,
          address: (chunks) => <span className="font-semibold">{address(chunks)}</span>,
        })}
      </p>
      {isAdmin ? (
        <p className="mt-2">
          {t.rich('share.local.admin', {
            code: (chunks) => (
              <code dir="ltr" className="font-semibold">
                {chunks}
              </code>
            ),
            link: (chunks) => (
              <Link to="/admin/setup" className="font-semibold underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
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
  const t = useT();
  const local = useLocalAddress();
  const id = useId();
  if (!local) return { warning: null, describedBy: undefined };
  const text = TEXT[local.localTo];
  return {
    describedBy: id,
    warning: (
      <Notice
        id={id}
        tone="warning"
        icon={TriangleAlert}
        live={false}
        className="mt-4"
        title={t(text.short)}
      >
        {t.rich(text.warning, {
          output,
          origin: local.origin,
          address,
          link: (chunks) => (
            <a href={`#${BANNER_ID}`} className="font-semibold underline underline-offset-2">
              {chunks}
            </a>
          ),
        })}
      </Notice>
    ),
  };
}
