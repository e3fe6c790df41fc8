import { useState } from 'react';
import { BadgeCheck, Globe, RefreshCw, Trash2 } from 'lucide-react';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  DOMAIN_LOOKUP_TIMEOUT_SECONDS,
  DOMAIN_MESSAGES,
  orgDomainSchema,
  type OrgDomain,
} from '../../../shared/organisation-domains';
import type { OrgSummary } from '../../../shared/organisations';
import { TeamSubPage } from '../../components/layout/team-sub-page';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyField } from '../../components/ui/copy-field';
import { TextField } from '../../components/ui/form-field';
import { Notice } from '../../components/ui/notice';
import { Panel } from '../../components/ui/panel';
import { EmptyState, WhenLoaded } from '../../components/ui/states';
import { BusyButton } from '../../components/ui/submit-button';
import { formatDateTime } from '../../lib/format';
import { failureMessage, isApiError } from '../../lib/http';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import { activeLanguage, translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { toast, toastFailure } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import {
  DOMAIN_FAILURES,
  useAddDomain,
  useOrgDomains,
  useRemoveDomain,
  useVerifyDomain,
} from './domains-api';
import { canManageDomains } from './permissions';

/** The last check's outcome on a domain, as the page shows it until the next one. */
type CheckResult = { tone: 'error' | 'warning'; message: string };

/**
 * Why a domain is not verified yet: the server's sentence in English; in another language the
 * catalogue's for the two the server says (shared/organisation-domains.ts), else the server's.
 */
function notVerifiedText(message: string): string {
  if (activeLanguage() === DEFAULT_LANGUAGE) return message;
  if (message === DOMAIN_MESSAGES.missing) return translate('team.domains.missing');
  if (message === DOMAIN_MESSAGES.wrongValue) return translate('team.domains.wrongValue');
  return message;
}

function AddDomainForm({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const add = useAddDomain(organisation.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(orgDomainSchema, { defaultValues: { orgId: organisation.id, domain: '' } });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      toast.success(translate('team.domains.added'));
      reset({ orgId: organisation.id, domain: '' });
    } catch (error) {
      // The server's reasons (a public suffix, another organisation's domain) go under the field.
      const reason =
        isApiError(error, ERROR_CODES.VALIDATION_ERROR) ||
        isApiError(error, ERROR_CODES.DOMAIN_TAKEN)
          ? error.message.replace(/^domain: /, '')
          : isApiError(error, ERROR_CODES.DOMAIN_LIMIT)
            ? error.message
            : undefined;
      if (reason) setError('domain', { message: reason }, { shouldFocus: true });
      else toastFailure(error, DOMAIN_FAILURES.add);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <TextField
        label={t('team.domains.domain')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
        placeholder={t('team.domains.placeholder')}
        hint={t('team.domains.hint')}
        error={errors.domain?.message}
        {...register('domain')}
      />
      <BusyButton type="submit" busy={add.isPending} className="w-full sm:mt-7 sm:w-auto">
        {t('team.domains.add')}
      </BusyButton>
    </form>
  );
}

function DomainItem({
  organisation,
  domain,
  onRemove,
}: {
  organisation: OrgSummary;
  domain: OrgDomain;
  onRemove: () => void;
}) {
  const t = useT();
  const verify = useVerifyDomain(organisation.id);
  const [result, setResult] = useState<CheckResult | null>(null);
  const verified = domain.state === 'verified';

  const check = async () => {
    setResult(null);
    try {
      const answer = await verify.mutateAsync({ orgId: organisation.id, domain: domain.domain });
      if (answer.verified) toast.success(translate('team.domains.verifiedToast'));
      else setResult({ tone: 'warning', message: notVerifiedText(answer.message) });
    } catch (error) {
      const message = isApiError(error, ERROR_CODES.DNS_LOOKUP_FAILED)
        ? translate('team.domains.lookupFailed', { seconds: DOMAIN_LOOKUP_TIMEOUT_SECONDS })
        : failureMessage(error, DOMAIN_FAILURES.verify);
      setResult({ tone: 'error', message });
    }
  };

  return (
    <li className="grid gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 dir="ltr" className="font-mono text-base font-semibold break-all text-ink">
            {domain.domain}
          </h3>
          {verified ? (
            <Badge tone="success">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
              {t('team.domains.verified')}
            </Badge>
          ) : (
            <Badge tone="warning">{t('team.domains.pending')}</Badge>
          )}
        </div>
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t.rich('team.domains.remove', {
            domain: domain.domain,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </Button>
      </div>
      {verified && domain.verifiedAt ? (
        <p className="text-sm text-ink-muted">
          {t.rich('team.domains.verifiedOn', {
            date: formatDateTime(domain.verifiedAt),
            time: (chunks) => <time dateTime={domain.verifiedAt ?? undefined}>{chunks}</time>,
          })}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">{t('team.domains.publish')}</p>
          <dl className="grid gap-3">
            <CopyField label={t('team.domains.recordName')} value={domain.txtName} />
            <CopyField label={t('team.domains.recordValue')} value={domain.txtValue} />
          </dl>
          {result ? (
            <Notice tone={result.tone} title={t('team.domains.notVerified')}>
              {result.message}
            </Notice>
          ) : null}
          <div>
            <BusyButton
              type="button"
              busy={verify.isPending}
              onClick={() => void check()}
              className="w-full sm:w-auto"
            >
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              {t.rich('team.domains.verify', {
                domain: domain.domain,
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </BusyButton>
          </div>
        </>
      )}
    </li>
  );
}

function DomainList({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const domains = useOrgDomains(organisation.id);
  const remove = useRemoveDomain(organisation.id);
  const [removing, setRemoving] = useState<OrgDomain | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ orgId: organisation.id, domain: removing.domain });
      toast.success(translate('team.domains.removed'));
    } catch (error) {
      toastFailure(error, DOMAIN_FAILURES.remove);
    }
    setRemoving(null);
  };

  const list = (
    <WhenLoaded
      queries={[domains]}
      loading={t('team.domains.loading')}
      failure={DOMAIN_FAILURES.load}
      titled
    >
      {(loaded) =>
        loaded.length === 0 ? (
          <EmptyState icon={Globe} title={t('team.domains.emptyTitle')} headingLevel="h2">
            {t('team.domains.emptyBody')}
          </EmptyState>
        ) : (
          <section aria-labelledby="domains-heading" className="space-y-3">
            <h2 id="domains-heading" className="text-lg font-bold text-ink">
              {t('team.domains.title')}
            </h2>
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
              {loaded.map((domain) => (
                <DomainItem
                  key={domain.domain}
                  organisation={organisation}
                  domain={domain}
                  onRemove={() => setRemoving(domain)}
                />
              ))}
            </ul>
          </section>
        )
      }
    </WhenLoaded>
  );

  return (
    <>
      <Panel
        icon={Globe}
        title={t('team.domains.addTitle')}
        description={t('team.domains.addDescription')}
      >
        <AddDomainForm organisation={organisation} />
      </Panel>
      {list}
      <ConfirmDialog
        open={removing !== null}
        title={t('team.domains.removeTitle')}
        description={
          removing
            ? t('team.domains.removeBody', {
                domain: removing.domain,
                organisation: organisation.name,
              })
            : ''
        }
        confirmLabel={t('team.domains.removeConfirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/** `/team/domains?org=<slug>` (docs/product.md#verified-domains): owners and admins. */
export function DomainsPage() {
  const t = useT();
  return (
    <TeamSubPage
      title={t('team.domains.title')}
      describe={(organisation) => t('team.domains.describe', { organisation: organisation.name })}
      access={{
        may: canManageDomains,
        refusal: (organisation) => t('team.domains.refusal', { organisation: organisation.name }),
      }}
    >
      {(organisation) => <DomainList organisation={organisation} />}
    </TeamSubPage>
  );
}
