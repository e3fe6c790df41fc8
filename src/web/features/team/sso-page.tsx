import { useState, type FormEvent } from 'react';
import { Download, KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { OrgSummary } from '../../../shared/organisations';
import {
  DEFAULT_OIDC_SCOPES,
  SAML_METADATA_MAX_BYTES,
  SSO_MESSAGES,
  SSO_PROTOCOL_LABELS,
  ssoSaveSchema,
  type SsoProtocol,
  type SsoProvider,
} from '../../../shared/sso';
import { TeamSubPage } from '../../components/layout/team-sub-page';
import { Badge } from '../../components/ui/badge';
import { Button, ButtonLink } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyField } from '../../components/ui/copy-field';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { Notice } from '../../components/ui/notice';
import { Panel } from '../../components/ui/panel';
import { WhenLoaded } from '../../components/ui/states';
import { BusyButton } from '../../components/ui/submit-button';
import { isApiError } from '../../lib/http';
import { withOrg } from '../../lib/org-context';
import { toast, toastFailure } from '../../lib/toast';
import { useOrgDomains } from './domains-api';
import { canManageDomains } from './permissions';
import { SSO_FAILURES, useEnforceSso, useOrgSso, useRemoveSso, useSaveSso } from './sso-api';

/** Our service provider's addresses for this organisation: the same before and after saving. */
function serviceProvider(orgId: string) {
  const base = `${window.location.origin}/api/auth/sso`;
  const providerId = encodeURIComponent(`org-${orgId}`);
  const metadataUrl = `${base}/saml2/sp/metadata?providerId=${providerId}`;
  return {
    entityId: metadataUrl,
    acsUrl: `${base}/saml2/sp/acs/${providerId}`,
    metadataUrl,
    redirectUrl: `${base}/callback/${providerId}`,
  };
}

const PROTOCOL_OPTIONS = (['oidc', 'saml'] as const).map((value) => ({
  value,
  label: SSO_PROTOCOL_LABELS[value],
}));

function ProviderForm({
  organisation,
  domains,
  current,
  onDone,
}: {
  organisation: OrgSummary;
  domains: string[];
  current: SsoProvider | null;
  onDone?: () => void;
}) {
  const save = useSaveSso(organisation.id);
  const sp = serviceProvider(organisation.id);
  const [protocol, setProtocol] = useState<SsoProtocol>(current?.protocol ?? 'oidc');
  const [domain, setDomain] = useState(current?.domain ?? domains[0] ?? '');
  const [issuer, setIssuer] = useState(current?.oidc?.issuer ?? '');
  const [clientId, setClientId] = useState(current?.oidc?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [scopes, setScopes] = useState((current?.oidc?.scopes ?? DEFAULT_OIDC_SCOPES).join(' '));
  const [metadataUrl, setMetadataUrl] = useState('');
  const [metadataXml, setMetadataXml] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const input =
      protocol === 'oidc'
        ? {
            orgId: organisation.id,
            protocol,
            domain,
            issuer,
            clientId,
            clientSecret,
            scopes: scopes.split(/\s+/).filter(Boolean),
          }
        : {
            orgId: organisation.id,
            protocol,
            domain,
            ...(metadataXml.trim() ? { metadataXml } : { metadataUrl }),
          };
    const parsed = ssoSaveSchema.safeParse(input);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the fields');
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      toast.success(SSO_MESSAGES.saved);
      onDone?.();
    } catch (error) {
      if (
        isApiError(error, ERROR_CODES.SSO_PROVIDER_INVALID) ||
        isApiError(error, ERROR_CODES.SSO_DOMAIN_NOT_VERIFIED) ||
        isApiError(error, ERROR_CODES.VALIDATION_ERROR)
      ) {
        setProblem(error.message);
      } else toastFailure(error, SSO_FAILURES.save);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Protocol"
          options={PROTOCOL_OPTIONS}
          value={protocol}
          onValueChange={setProtocol}
        />
        <SelectField
          label="Domain"
          hint="Addresses of this verified domain sign in through the provider."
          options={domains.map((value) => ({ value, label: value }))}
          value={domain}
          onValueChange={setDomain}
        />
      </div>
      {protocol === 'oidc' ? (
        <>
          <TextField
            label="Issuer URL"
            placeholder="https://login.example.com"
            hint="Its discovery document (/.well-known/openid-configuration) is read when you save."
            autoComplete="off"
            spellCheck={false}
            value={issuer}
            onChange={(event) => setIssuer(event.target.value)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Client ID"
              autoComplete="off"
              spellCheck={false}
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
            />
            <TextField
              label="Client secret"
              type="password"
              autoComplete="new-password"
              hint={current ? 'Enter it again to save changes: it is never shown.' : undefined}
              value={clientSecret}
              onChange={(event) => setClientSecret(event.target.value)}
            />
          </div>
          <TextField
            label="Scopes"
            hint="Separated by spaces."
            autoComplete="off"
            spellCheck={false}
            value={scopes}
            onChange={(event) => setScopes(event.target.value)}
          />
          <dl className="grid gap-3">
            <CopyField label="Redirect URL" value={sp.redirectUrl} />
          </dl>
        </>
      ) : (
        <>
          <dl className="grid gap-3">
            <CopyField label="SP entity ID" value={sp.entityId} />
            <CopyField label="ACS URL" value={sp.acsUrl} />
          </dl>
          <TextField
            label="IdP metadata URL"
            placeholder="https://idp.example.com/metadata"
            autoComplete="off"
            spellCheck={false}
            value={metadataUrl}
            onChange={(event) => setMetadataUrl(event.target.value)}
          />
          <TextAreaField
            label="Or the IdP metadata XML"
            rows={5}
            length={metadataXml.length}
            maxLength={SAML_METADATA_MAX_BYTES}
            spellCheck={false}
            value={metadataXml}
            onChange={(event) => setMetadataXml(event.target.value)}
          />
        </>
      )}
      {problem ? (
        <Notice tone="error" title="Not saved">
          {problem}
        </Notice>
      ) : null}
      <div>
        <BusyButton type="submit" busy={save.isPending} className="w-full sm:w-auto">
          Save identity provider
        </BusyButton>
      </div>
    </form>
  );
}

function ConnectedProvider({
  organisation,
  provider,
  onEdit,
}: {
  organisation: OrgSummary;
  provider: SsoProvider;
  onEdit: () => void;
}) {
  const enforce = useEnforceSso(organisation.id);
  const remove = useRemoveSso(organisation.id);
  const [confirming, setConfirming] = useState<'enforce' | 'remove' | null>(null);

  const setEnforced = async (enforced: boolean) => {
    try {
      const result = await enforce.mutateAsync({ orgId: organisation.id, enforced });
      toast.success(result.message);
    } catch (error) {
      toastFailure(error, SSO_FAILURES.enforce);
    }
    setConfirming(null);
  };
  const confirmRemove = async () => {
    try {
      const result = await remove.mutateAsync({ orgId: organisation.id });
      toast.success(result.message);
    } catch (error) {
      toastFailure(error, SSO_FAILURES.remove);
    }
    setConfirming(null);
  };

  return (
    <>
      <Panel
        icon={KeyRound}
        title={SSO_PROTOCOL_LABELS[provider.protocol]}
        description={`People with an address at ${provider.domain} sign in through this provider.`}
      >
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Badge tone="success">Connected</Badge>
          {provider.enforced ? <Badge tone="warning">Required</Badge> : null}
        </div>
        <dl className="mt-4 grid gap-3">
          {provider.oidc ? (
            <>
              <CopyField label="Issuer" value={provider.oidc.issuer} />
              <CopyField label="Client ID" value={provider.oidc.clientId} />
              <CopyField label="Scopes" value={provider.oidc.scopes.join(' ')} />
              <CopyField label="Redirect URL" value={provider.oidc.redirectUrl} />
            </>
          ) : null}
          {provider.saml ? (
            <>
              <CopyField label="IdP entity ID" value={provider.saml.idpEntityId} />
              <CopyField label="SP entity ID" value={provider.saml.spEntityId} />
              <CopyField label="ACS URL" value={provider.saml.acsUrl} />
            </>
          ) : null}
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          {provider.saml ? (
            <a
              className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
              href={provider.saml.spMetadataUrl}
              download="cardvault-sp-metadata.xml"
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Download SP metadata
            </a>
          ) : null}
          <Button variant="outline" onClick={onEdit}>
            Change provider
          </Button>
          <Button variant="ghost" aria-haspopup="dialog" onClick={() => setConfirming('remove')}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Remove
          </Button>
        </div>
      </Panel>
      <Panel
        icon={ShieldCheck}
        title="Require single sign-on"
        description={`While required, addresses at ${provider.domain} cannot sign in with a password, reset it or use another provider. Owners keep their password as the way back in if the provider fails; each such sign-in is recorded in the audit log.`}
      >
        <div className="mt-4">
          {provider.enforced ? (
            <BusyButton
              type="button"
              variant="outline"
              busy={enforce.isPending}
              onClick={() => void setEnforced(false)}
            >
              Stop requiring single sign-on
            </BusyButton>
          ) : (
            <Button aria-haspopup="dialog" onClick={() => setConfirming('enforce')}>
              Require single sign-on
            </Button>
          )}
        </div>
      </Panel>
      <ConfirmDialog
        open={confirming === 'enforce'}
        title="Require single sign-on"
        description={`Everyone with an address at ${provider.domain}, except the owners of ${organisation.name}, is signed out now and signs in through the provider from then on.`}
        confirmLabel="Require single sign-on"
        busy={enforce.isPending}
        onConfirm={() => void setEnforced(true)}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        title="Remove single sign-on"
        description={`Remove the identity provider of ${organisation.name}? Its people sign in with a password or another provider again.`}
        confirmLabel="Remove single sign-on"
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

function SsoSettings({ organisation }: { organisation: OrgSummary }) {
  const sso = useOrgSso(organisation.id);
  const domains = useOrgDomains(organisation.id);
  return (
    <WhenLoaded
      queries={[sso, domains]}
      loading="Loading single sign-on…"
      failure={SSO_FAILURES.load}
      titled
    >
      {(provider, loaded) => (
        <SsoProviderSetup
          organisation={organisation}
          provider={provider}
          verified={loaded
            .filter((entry) => entry.state === 'verified')
            .map((entry) => entry.domain)}
        />
      )}
    </WhenLoaded>
  );
}

/** The connected provider, or the form that connects one to a verified domain. */
function SsoProviderSetup({
  organisation,
  provider,
  verified,
}: {
  organisation: OrgSummary;
  provider: SsoProvider | null;
  verified: string[];
}) {
  const [editing, setEditing] = useState(false);
  if (provider && !editing) {
    return (
      <ConnectedProvider
        organisation={organisation}
        provider={provider}
        onEdit={() => setEditing(true)}
      />
    );
  }
  if (verified.length === 0) {
    return (
      <Notice tone="info" live={false} title="Verify a domain first">
        <p>Single sign-on works for the addresses of a domain {organisation.name} has verified.</p>
        <ButtonLink
          to={withOrg('/team/domains', organisation.slug)}
          variant="outline"
          className="mt-3"
        >
          Go to Domains
        </ButtonLink>
      </Notice>
    );
  }
  return (
    <Panel
      icon={KeyRound}
      title={provider ? 'Change the identity provider' : 'Connect an identity provider'}
      description="OpenID Connect (an issuer with discovery) or SAML 2.0 (the IdP's metadata). Nothing is saved unless the provider can be read."
    >
      <ProviderForm
        key={provider ? 'edit' : 'new'}
        organisation={organisation}
        domains={verified}
        current={provider}
        onDone={() => setEditing(false)}
      />
      {provider ? (
        <div className="mt-3">
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}

/** `/team/sso?org=<slug>` (docs/product.md#single-sign-on): owners and admins. */
export function SsoPage() {
  return (
    <TeamSubPage
      title="Single sign-on"
      describe={(organisation) =>
        `How the people of ${organisation.name} sign in with their company account.`
      }
      access={{
        may: canManageDomains,
        refusal: (organisation) =>
          `Only the owners and admins of ${organisation.name} manage its single sign-on.`,
      }}
    >
      {(organisation) => <SsoSettings organisation={organisation} />}
    </TeamSubPage>
  );
}
