import { BookOpen, CircleAlert, Mail } from 'lucide-react';
import type { SiteSetupItem, SiteSetupState } from '../../../shared/site-setup';
import { Badge } from '../../components/ui/badge';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { failureMessage } from '../../lib/http';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useT } from '../../lib/i18n/use-t';
import type { StatusTone } from '../../lib/subscription-status';
import { AdminPageHeader } from './admin-ui';
import { useSiteSetup } from './api';

const STATES: Record<SiteSetupState, { label: MessageId; tone: StatusTone }> = {
  ready: { label: 'admin.setup.ready', tone: 'success' },
  default: { label: 'admin.setup.default', tone: 'neutral' },
  off: { label: 'admin.setup.off', tone: 'warning' },
  problem: { label: 'admin.setup.problem', tone: 'danger' },
};

const chip =
  'rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-800 ring-1 ring-slate-200 ring-inset';

function SetupItem({ item }: { item: SiteSetupItem }) {
  const t = useT();
  const state = STATES[item.state];
  return (
    <li className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <article aria-labelledby={`setup-${item.area}`} className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`setup-${item.area}`} className="text-base font-bold text-ink">
            {item.title}
          </h2>
          <Badge tone={state.tone}>{t(state.label)}</Badge>
        </div>
        <p className="mt-2 text-sm leading-relaxed wrap-anywhere text-slate-800">{item.summary}</p>
        {item.problems.length ? (
          <ul
            aria-label={t('admin.setup.problems')}
            className="mt-3 space-y-1.5 text-sm text-red-900"
          >
            {item.problems.map((problem) => (
              <li key={problem} className="flex gap-2">
                <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="min-w-0 wrap-anywhere">{problem}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {item.action ? (
          <p className="mt-3 text-sm leading-relaxed wrap-anywhere text-ink-muted">
            <span className="font-semibold text-slate-800">{t('admin.setup.toChange')} </span>
            {item.action}
          </p>
        ) : null}
        {item.area === 'mail' && item.state === 'default' ? (
          // A server page, not a client route: a plain link.
          <a
            href="/dev/mailbox"
            className="mt-3 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {t('admin.setup.mailbox')}
          </a>
        ) : null}
        <div className="mt-auto space-y-2 pt-4 text-sm">
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t('admin.setup.variables')}
            </h3>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {item.variables.map((name) => (
                <li key={name}>
                  <code dir="ltr" className={chip}>
                    {name}
                  </code>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <BookOpen aria-hidden="true" className="h-3.5 w-3.5" />
              {t('admin.setup.docs')}
            </h3>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {item.docs.map((path) => (
                <li key={path}>
                  <code dir="ltr" className={chip}>
                    {path}
                  </code>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </article>
    </li>
  );
}

/**
 * What this server is set up with and what to set to change it (docs/product.md#site-setup): the
 * set-up steps owners are never shown live here, for admins.
 */
export function SiteSetupPage() {
  const t = useT();
  const setup = useSiteSetup();
  let content;
  if (setup.isPending) content = <LoadingState label={t('admin.setup.loading')} />;
  else if (setup.isError)
    content = (
      <ErrorState
        title={t('admin.setup.failed')}
        message={failureMessage(setup.error, t('admin.setup.failed'))}
        onRetry={() => void setup.refetch()}
        retrying={setup.isFetching}
      />
    );
  else
    content = (
      <ul aria-label={t('admin.setup.areas')} className="grid gap-4 lg:grid-cols-2">
        {setup.data.items.map((item) => (
          <SetupItem key={item.area} item={item} />
        ))}
      </ul>
    );
  return (
    <>
      <AdminPageHeader title={t('admin.setup.title')} description={t('admin.setup.description')} />
      {content}
    </>
  );
}
