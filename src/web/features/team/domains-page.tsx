import { useState } from 'react';
import { BadgeCheck, Globe, RefreshCw, Trash2 } from 'lucide-react';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
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

function AddDomainForm({ organisation }: { organisation: OrgSummary }) {
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
      toast.success(DOMAIN_MESSAGES.added);
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
        label="Domain"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
        placeholder="example.com"
        hint="Your company’s own domain, as in the e-mail addresses of its people."
        error={errors.domain?.message}
        {...register('domain')}
      />
      <BusyButton type="submit" busy={add.isPending} className="w-full sm:mt-7 sm:w-auto">
        Add domain
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
  const verify = useVerifyDomain(organisation.id);
  const [result, setResult] = useState<CheckResult | null>(null);
  const verified = domain.state === 'verified';

  const check = async () => {
    setResult(null);
    try {
      const answer = await verify.mutateAsync({ orgId: organisation.id, domain: domain.domain });
      if (answer.verified) toast.success(DOMAIN_MESSAGES.verified);
      else setResult({ tone: 'warning', message: answer.message });
    } catch (error) {
      const message = isApiError(error, ERROR_CODES.DNS_LOOKUP_FAILED)
        ? DOMAIN_MESSAGES.lookupFailed
        : failureMessage(error, DOMAIN_FAILURES.verify);
      setResult({ tone: 'error', message });
    }
  };

  return (
    <li className="grid gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 className="font-mono text-base font-semibold break-all text-ink">{domain.domain}</h3>
          {verified ? (
            <Badge tone="success">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
              Verified
            </Badge>
          ) : (
            <Badge tone="warning">Pending</Badge>
          )}
        </div>
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Remove<span className="sr-only"> {domain.domain}</span>
        </Button>
      </div>
      {verified && domain.verifiedAt ? (
        <p className="text-sm text-ink-muted">
          Verified on <time dateTime={domain.verifiedAt}>{formatDateTime(domain.verifiedAt)}</time>.
          The TXT record may stay published; removing it does not undo the verification.
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            Publish this TXT record at your DNS provider, then verify. Until then the domain grants
            nothing.
          </p>
          <dl className="grid gap-3">
            <CopyField label="Record name" value={domain.txtName} />
            <CopyField label="Record value" value={domain.txtValue} />
          </dl>
          {result ? (
            <Notice tone={result.tone} title="Not verified yet">
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
              Verify<span className="sr-only"> {domain.domain}</span>
            </BusyButton>
          </div>
        </>
      )}
    </li>
  );
}

function DomainList({ organisation }: { organisation: OrgSummary }) {
  const domains = useOrgDomains(organisation.id);
  const remove = useRemoveDomain(organisation.id);
  const [removing, setRemoving] = useState<OrgDomain | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ orgId: organisation.id, domain: removing.domain });
      toast.success(DOMAIN_MESSAGES.removed);
    } catch (error) {
      toastFailure(error, DOMAIN_FAILURES.remove);
    }
    setRemoving(null);
  };

  const list = (
    <WhenLoaded
      queries={[domains]}
      loading="Loading the domains…"
      failure={DOMAIN_FAILURES.load}
      titled
    >
      {(loaded) =>
        loaded.length === 0 ? (
          <EmptyState icon={Globe} title="No domains yet" headingLevel="h2">
            Add your company’s e-mail domain above. Once verified, it lets single sign-on recognise
            your people by their addresses.
          </EmptyState>
        ) : (
          <section aria-labelledby="domains-heading" className="space-y-3">
            <h2 id="domains-heading" className="text-lg font-bold text-ink">
              Domains
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
        title="Add a domain"
        description="You get a DNS TXT record to publish; verifying proves the domain is your organisation’s. A domain can be verified by one organisation only."
      >
        <AddDomainForm organisation={organisation} />
      </Panel>
      {list}
      <ConfirmDialog
        open={removing !== null}
        title="Remove domain"
        description={
          removing
            ? `Remove ${removing.domain} from ${organisation.name}? To use it again you add it and verify it anew, with a new record.`
            : ''
        }
        confirmLabel="Remove domain"
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
  return (
    <TeamSubPage
      title="Domains"
      describe={(organisation) =>
        `The e-mail domains ${organisation.name} has proved are its own, through DNS.`
      }
      access={{
        may: canManageDomains,
        refusal: (organisation) =>
          `Only the owners and admins of ${organisation.name} manage its domains.`,
      }}
    >
      {(organisation) => <DomainList organisation={organisation} />}
    </TeamSubPage>
  );
}
