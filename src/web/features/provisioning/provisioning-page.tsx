import { useState, type ReactNode } from 'react';
import { Copy, KeyRound, Link2, ShieldCheck } from 'lucide-react';
import { z } from 'zod';
import type { OrgSummary } from '../../../shared/organisations';
import {
  SCIM_ADMIN_GROUPS_MAX,
  SCIM_GROUP_NAME_MAX_LENGTH,
  SCIM_TOKEN_NAME_MAX_LENGTH,
  scimTokenCreateSchema,
  type ScimToken,
} from '../../../shared/scim';
import { TeamSubPage } from '../../components/layout/team-sub-page';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import { Panel } from '../../components/ui/panel';
import { RevokeList } from '../../components/ui/revoke-list';
import { SecretOnceNotice } from '../../components/ui/secret-once-notice';
import { WhenLoaded } from '../../components/ui/states';
import { BusyButton } from '../../components/ui/submit-button';
import { formatDateTime } from '../../lib/format';
import { copyToClipboard } from '../../lib/clipboard';
import { orgRoleMay } from '../../lib/organisations';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { toast, toastFailure } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import {
  PROVISIONING_FAILURES,
  useCreateScimToken,
  useRevokeScimToken,
  useSaveScimSettings,
  useScimSettings,
  useScimTokens,
} from './api';

/** A value to paste into the directory, with its copy button. */
function CopyLine({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
      <code
        dir="ltr"
        className="block min-w-0 flex-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs break-all text-ink ring-1 ring-slate-200"
      >
        {value}
      </code>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void copyToClipboard(value, name, translate('team.provisioning.copied'))}
      >
        <Copy aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
    </div>
  );
}

const createFormSchema = scimTokenCreateSchema.pick({ name: true });

function CreateTokenForm({
  orgId,
  onCreated,
}: {
  orgId: string;
  onCreated: (token: string) => void;
}) {
  const t = useT();
  const create = useCreateScimToken(orgId);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useZodForm(createFormSchema, { defaultValues: { name: '' } });
  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const created = await create.mutateAsync({ name });
      reset();
      onCreated(created.token);
    } catch (error) {
      toastFailure(error, PROVISIONING_FAILURES.create);
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <TextField
        label={t('team.provisioning.tokenName')}
        placeholder={t('team.provisioning.tokenNamePlaceholder')}
        hint={t('team.provisioning.tokenNameHint')}
        autoComplete="off"
        maxLength={SCIM_TOKEN_NAME_MAX_LENGTH}
        length={watch('name').length}
        error={errors.name?.message}
        {...register('name')}
      />
      <BusyButton type="submit" busy={create.isPending} className="w-full sm:mt-7 sm:w-auto">
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        {t('team.provisioning.create')}
      </BusyButton>
    </form>
  );
}

const STATUS_BADGES = {
  active: { tone: 'success', label: 'team.provisioning.state.active' },
  expired: { tone: 'warning', label: 'team.provisioning.state.expired' },
  revoked: { tone: 'neutral', label: 'team.provisioning.state.revoked' },
} as const;

function TokenItem({ token, revokeButton }: { token: ScimToken; revokeButton: ReactNode }) {
  const t = useT();
  const badge = STATUS_BADGES[token.status];
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-ink">
          {token.name || t('team.provisioning.unnamed')}
          <Badge tone={badge.tone}>{t(badge.label)}</Badge>
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {[
            t('team.provisioning.created', { date: formatDateTime(token.createdAt) }),
            token.lastUsedAt
              ? t('team.provisioning.lastUsed', { date: formatDateTime(token.lastUsedAt) })
              : t('team.provisioning.neverUsed'),
            token.status === 'active'
              ? t('team.provisioning.worksUntil', { date: formatDateTime(token.expiresAt) })
              : null,
            token.revokedAt
              ? t('team.provisioning.revokedOn', { date: formatDateTime(token.revokedAt) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {revokeButton}
    </li>
  );
}

function TokensPanel({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const tokens = useScimTokens(organisation.id);
  const revoke = useRevokeScimToken(organisation.id);
  const [created, setCreated] = useState<string | null>(null);

  return (
    <Panel
      icon={KeyRound}
      title={t('team.provisioning.tokens')}
      description={t('team.provisioning.tokensDescription')}
    >
      <CreateTokenForm orgId={organisation.id} onCreated={setCreated} />
      {created ? (
        <SecretOnceNotice
          className="mt-4"
          title={t('team.provisioning.createdTitle')}
          message={t('team.provisioning.shownOnce')}
          secret={created}
          name={t('team.provisioning.token')}
          copyLabel={t('team.provisioning.copyToken')}
          copiedTitle={t('team.provisioning.copied')}
          onDone={() => setCreated(null)}
        />
      ) : null}
      <RevokeList
        className="mt-4"
        query={tokens}
        items={tokens.data}
        label={t('team.provisioning.list')}
        listClassName="divide-y divide-slate-200"
        loading={t('team.provisioning.loading')}
        loadFailure={PROVISIONING_FAILURES.loadTokens}
        empty={<p className="text-sm text-ink-muted">{t('team.provisioning.none')}</p>}
        action={t('team.provisioning.revoke')}
        buttonLabel={(token) =>
          token.name
            ? t('team.provisioning.revokeLabel', { name: token.name })
            : t('team.provisioning.revokeUnnamedLabel')
        }
        revocable={(token) => token.status === 'active'}
        confirm={{
          title: t('team.provisioning.revokeTitle'),
          description: (token) =>
            token.name
              ? t('team.provisioning.revokeBody', { name: token.name })
              : t('team.provisioning.revokeUnnamedBody'),
        }}
        revokeFailure={PROVISIONING_FAILURES.revoke}
        onRevoke={async (token) => {
          await revoke.mutateAsync(token.id);
          toast.success(
            token.name
              ? translate('team.provisioning.revokedBody', { name: token.name })
              : translate('team.provisioning.revokedUnnamedBody'),
            translate('team.provisioning.revoked'),
          );
        }}
        renderItem={(token, revokeButton) => (
          <TokenItem token={token} revokeButton={revokeButton} />
        )}
      />
    </Panel>
  );
}

const groupsFormSchema = z.object({ groups: z.string() });

/** Every admin group, each on its own line. */
const GROUPS_TEXT_MAX_LENGTH = SCIM_ADMIN_GROUPS_MAX * (SCIM_GROUP_NAME_MAX_LENGTH + 1);

const groupsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

function AdminGroupsForm({ orgId, initial }: { orgId: string; initial: string[] }) {
  const t = useT();
  const save = useSaveScimSettings(orgId);
  const [tooLong, setTooLong] = useState<string | undefined>();
  const { register, handleSubmit, watch } = useZodForm(groupsFormSchema, {
    defaultValues: { groups: initial.join('\n') },
  });
  const onSubmit = handleSubmit(async ({ groups }) => {
    const names = groupsOf(groups);
    const problem = names.some((name) => name.length > SCIM_GROUP_NAME_MAX_LENGTH)
      ? t('team.provisioning.groupTooLong', { max: SCIM_GROUP_NAME_MAX_LENGTH })
      : names.length > SCIM_ADMIN_GROUPS_MAX
        ? t('team.provisioning.tooManyGroups', { max: SCIM_ADMIN_GROUPS_MAX })
        : undefined;
    setTooLong(problem);
    if (problem) return;
    try {
      await save.mutateAsync(names);
      toast.success(translate('team.provisioning.savedBody'), translate('team.provisioning.saved'));
    } catch (error) {
      toastFailure(error, PROVISIONING_FAILURES.save);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4">
      <TextAreaField
        label={t('team.provisioning.adminGroups')}
        rows={3}
        length={watch('groups').length}
        maxLength={GROUPS_TEXT_MAX_LENGTH}
        hint={t('team.provisioning.adminGroupsHint')}
        error={tooLong}
        {...register('groups')}
      />
      <div className="sm:flex sm:justify-end">
        <BusyButton type="submit" busy={save.isPending} className="w-full sm:w-auto">
          {t('team.provisioning.saveGroups')}
        </BusyButton>
      </div>
    </form>
  );
}

function ConnectionPanels({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const query = useScimSettings(organisation.id);
  return (
    <WhenLoaded
      queries={[query]}
      loading={t('team.provisioning.loadingSettings')}
      failure={PROVISIONING_FAILURES.loadSettings}
      titled
    >
      {(settings) => (
        <>
          <Panel
            icon={Link2}
            title={t('team.provisioning.baseUrl')}
            description={t('team.provisioning.baseUrlDescription')}
          >
            <CopyLine
              label={t('team.provisioning.copyBaseUrl')}
              name={t('team.provisioning.baseUrl')}
              value={settings.baseUrl}
            />
          </Panel>
          <TokensPanel organisation={organisation} />
          <Panel
            icon={ShieldCheck}
            title={t('team.provisioning.groups')}
            description={t('team.provisioning.groupsDescription', {
              organisation: organisation.name,
            })}
          >
            <AdminGroupsForm orgId={organisation.id} initial={settings.adminGroups} />
          </Panel>
        </>
      )}
    </WhenLoaded>
  );
}

/**
 * `/team/provisioning?org=<slug>` (docs/product.md#scim-provisioning): the organisation's
 * directory adds, updates and removes its members through SCIM; its owners and admins make the
 * tokens and name the admin groups here.
 */
export function ProvisioningPage() {
  const t = useT();
  return (
    <TeamSubPage
      title={t('team.provisioning.title')}
      describe={(organisation) =>
        t('team.provisioning.describe', { organisation: organisation.name })
      }
      access={{
        may: (role) => orgRoleMay(role, 'view', 'scim'),
        refusal: (organisation) =>
          t('team.provisioning.refusal', { organisation: organisation.name }),
      }}
    >
      {(organisation) => <ConnectionPanels organisation={organisation} />}
    </TeamSubPage>
  );
}
