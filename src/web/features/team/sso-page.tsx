import { useState, type FormEvent } from 'react';
import { Download, KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { OrgSummary } from '../../../shared/organisations';
import {
  DEFAULT_OIDC_SCOPES,
  SAML_METADATA_MAX_BYTES,
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
import { localizeFormError } from '../../lib/i18n/form-errors';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { toast, toastFailure } from '../../lib/toast';
import { useOrgDomains } from './domains-api';
import { canManageDomains } from './permissions';
import { serverSaid } from './texts';
import { ssoSaveRefusalText } from './sso-refusal';
import { SSO_FAILURES, useEnforceSso, useOrgSso, useRemoveSso, useSaveSso } from './sso-api';

/**
 * A rule of the form's own that the server gave back as `field: reason`: its reason in the active
 * language when the form knows it, else the server's words.
 */
function ruleText(message: string): string {
  const reason = message.replace(/^[\w.]+: /, '');
  const said = localizeFormError(reason);
  return said === undefined || said === reason ? message : said;
}

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
  const t = useT();
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
      setProblem(localizeFormError(parsed.error.issues[0]?.message) ?? t('team.sso.checkFields'));
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      toast.success(translate('team.sso.saved'));
      onDone?.();
    } catch (error) {
      if (
        isApiError(error, ERROR_CODES.SSO_PROVIDER_INVALID) ||
        isApiError(error, ERROR_CODES.SSO_DOMAIN_NOT_VERIFIED) ||
        isApiError(error, ERROR_CODES.VALIDATION_ERROR)
      ) {
        setProblem(
          error.code === ERROR_CODES.VALIDATION_ERROR
            ? ruleText(error.message)
            : ssoSaveRefusalText(error),
        );
      } else toastFailure(error, SSO_FAILURES.save);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('team.sso.protocol')}
          options={PROTOCOL_OPTIONS}
          value={protocol}
          onValueChange={setProtocol}
        />
        <SelectField
          label={t('team.sso.domain')}
          hint={t('team.sso.domainHint')}
          options={domains.map((value) => ({ value, label: value }))}
          value={domain}
          onValueChange={setDomain}
        />
      </div>
      {protocol === 'oidc' ? (
        <>
          <TextField
            label={t('team.sso.issuerUrl')}
            // An address, the same in every language.
            // eslint-disable-next-line i18next/no-literal-string
            placeholder="https://login.example.com"
            dir="ltr"
            hint={t.rich('team.sso.issuerHint', {
              path: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
            })}
            autoComplete="off"
            spellCheck={false}
            value={issuer}
            onChange={(event) => setIssuer(event.target.value)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('team.sso.clientId')}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
            />
            <TextField
              label={t('team.sso.clientSecret')}
              type="password"
              autoComplete="new-password"
              hint={current ? t('team.sso.clientSecretHint') : undefined}
              value={clientSecret}
              onChange={(event) => setClientSecret(event.target.value)}
            />
          </div>
          <TextField
            label={t('team.sso.scopes')}
            hint={t('team.sso.scopesHint')}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            value={scopes}
            onChange={(event) => setScopes(event.target.value)}
          />
          <dl className="grid gap-3">
            <CopyField label={t('team.sso.redirectUrl')} value={sp.redirectUrl} />
          </dl>
        </>
      ) : (
        <>
          <dl className="grid gap-3">
            <CopyField label={t('team.sso.spEntityId')} value={sp.entityId} />
            <CopyField label={t('team.sso.acsUrl')} value={sp.acsUrl} />
          </dl>
          <TextField
            label={t('team.sso.metadataUrl')}
            // An address, the same in every language.
            // eslint-disable-next-line i18next/no-literal-string
            placeholder="https://idp.example.com/metadata"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            value={metadataUrl}
            onChange={(event) => setMetadataUrl(event.target.value)}
          />
          <TextAreaField
            label={t('team.sso.metadataXml')}
            dir="ltr"
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
        <Notice tone="error" title={t('team.sso.notSaved')}>
          {problem}
        </Notice>
      ) : null}
      <div>
        <BusyButton type="submit" busy={save.isPending} className="w-full sm:w-auto">
          {t('team.sso.save')}
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
  const t = useT();
  const enforce = useEnforceSso(organisation.id);
  const remove = useRemoveSso(organisation.id);
  const [confirming, setConfirming] = useState<'enforce' | 'remove' | null>(null);

  const setEnforced = async (enforced: boolean) => {
    try {
      const result = await enforce.mutateAsync({ orgId: organisation.id, enforced });
      toast.success(
        serverSaid(result.message, enforced ? 'team.sso.enforced' : 'team.sso.notEnforced'),
      );
    } catch (error) {
      toastFailure(error, SSO_FAILURES.enforce);
    }
    setConfirming(null);
  };
  const confirmRemove = async () => {
    try {
      const result = await remove.mutateAsync({ orgId: organisation.id });
      toast.success(serverSaid(result.message, 'team.sso.deleted'));
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
        description={t.rich('team.sso.connectedDescription', {
          domain: provider.domain,
          d: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
        })}
      >
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Badge tone="success">{t('team.sso.connected')}</Badge>
          {provider.enforced ? <Badge tone="warning">{t('team.sso.required')}</Badge> : null}
        </div>
        <dl className="mt-4 grid gap-3">
          {provider.oidc ? (
            <>
              <CopyField label={t('team.sso.issuer')} value={provider.oidc.issuer} />
              <CopyField label={t('team.sso.clientId')} value={provider.oidc.clientId} />
              <CopyField label={t('team.sso.scopes')} value={provider.oidc.scopes.join(' ')} />
              <CopyField label={t('team.sso.redirectUrl')} value={provider.oidc.redirectUrl} />
            </>
          ) : null}
          {provider.saml ? (
            <>
              <CopyField label={t('team.sso.idpEntityId')} value={provider.saml.idpEntityId} />
              <CopyField label={t('team.sso.spEntityId')} value={provider.saml.spEntityId} />
              <CopyField label={t('team.sso.acsUrl')} value={provider.saml.acsUrl} />
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
              {t('team.sso.downloadMetadata')}
            </a>
          ) : null}
          <Button variant="outline" onClick={onEdit}>
            {t('team.sso.change')}
          </Button>
          <Button variant="ghost" aria-haspopup="dialog" onClick={() => setConfirming('remove')}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('team.sso.remove')}
          </Button>
        </div>
      </Panel>
      <Panel
        icon={ShieldCheck}
        title={t('team.sso.requireTitle')}
        description={t.rich('team.sso.requireDescription', {
          domain: provider.domain,
          d: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
        })}
      >
        <div className="mt-4">
          {provider.enforced ? (
            <BusyButton
              type="button"
              variant="outline"
              busy={enforce.isPending}
              onClick={() => void setEnforced(false)}
            >
              {t('team.sso.stopRequiring')}
            </BusyButton>
          ) : (
            <Button aria-haspopup="dialog" onClick={() => setConfirming('enforce')}>
              {t('team.sso.require')}
            </Button>
          )}
        </div>
      </Panel>
      <ConfirmDialog
        open={confirming === 'enforce'}
        title={t('team.sso.requireTitle')}
        description={t('team.sso.requireConfirm', {
          domain: provider.domain,
          organisation: organisation.name,
        })}
        confirmLabel={t('team.sso.require')}
        busy={enforce.isPending}
        onConfirm={() => void setEnforced(true)}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        title={t('team.sso.removeTitle')}
        description={t('team.sso.removeBody', { organisation: organisation.name })}
        confirmLabel={t('team.sso.removeTitle')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

function SsoSettings({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const sso = useOrgSso(organisation.id);
  const domains = useOrgDomains(organisation.id);
  return (
    <WhenLoaded
      queries={[sso, domains]}
      loading={t('team.sso.loading')}
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
  const t = useT();
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
      <Notice tone="info" live={false} title={t('team.sso.verifyFirst')}>
        <p>{t('team.sso.verifyFirstBody', { organisation: organisation.name })}</p>
        <ButtonLink
          to={withOrg('/team/domains', organisation.slug)}
          variant="outline"
          className="mt-3"
        >
          {t('team.sso.toDomains')}
        </ButtonLink>
      </Notice>
    );
  }
  return (
    <Panel
      icon={KeyRound}
      title={provider ? t('team.sso.changeTitle') : t('team.sso.connectTitle')}
      description={t('team.sso.connectDescription')}
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
            {t('team.sso.cancel')}
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}

/** `/team/sso?org=<slug>` (docs/product.md#single-sign-on): owners and admins. */
export function SsoPage() {
  const t = useT();
  return (
    <TeamSubPage
      title={t('team.sso.title')}
      describe={(organisation) => t('team.sso.describe', { organisation: organisation.name })}
      access={{
        may: canManageDomains,
        refusal: (organisation) => t('team.sso.refusal', { organisation: organisation.name }),
      }}
    >
      {(organisation) => <SsoSettings organisation={organisation} />}
    </TeamSubPage>
  );
}
