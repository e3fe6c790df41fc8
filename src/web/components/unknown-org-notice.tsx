import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { Notice } from './ui/notice';
import { useT } from '../lib/i18n/use-t';

/**
 * An address naming no organisation of the user's (left, removed or mistyped): the screen shows
 * the user's own `shown` instead, and says so (docs/product.md#organisation-cards-screens).
 */
export function UnknownOrgNotice({
  slug,
  shown,
  hideTo,
}: {
  slug: string;
  /** What the screen shows instead: 'cards', 'figures', 'leads'. */
  shown: 'cards' | 'figures' | 'leads';
  /** The same screen without the organisation. */
  hideTo: string;
}) {
  const t = useT();
  return (
    <div className="bg-slate-50 px-4 pt-6 sm:px-6 lg:px-8">
      <Notice tone="warning" icon={CircleAlert} className="mx-auto max-w-7xl">
        {t('notice.unknownOrg', { slug, shown })}{' '}
        <Link to={hideTo} className="font-semibold underline underline-offset-4">
          {t('notice.hide')}
        </Link>
      </Notice>
    </div>
  );
}
