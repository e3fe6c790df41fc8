import { useState, type ReactNode } from 'react';
import { Copy, KeyRound, Link2, ShieldCheck } from 'lucide-react';
import { z } from 'zod';
import type { OrgSummary } from '../../../shared/organisations';
import {
  SCIM_ADMIN_GROUPS_MAX,
  SCIM_GROUP_NAME_MAX_LENGTH,
  SCIM_MESSAGES,
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
      <code className="block min-w-0 flex-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs break-all text-ink ring-1 ring-slate-200">
        {value}
      </code>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void copyToClipboard(value, name, SCIM_MESSAGES.copied)}
      >
        <Copy aria-hidden="true" className="h-4 w-4" />
        Copy {label}
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
        label="Token name"
        placeholder="Okta production"
        hint="Say which directory uses it, so you know which to revoke."
        autoComplete="off"
        maxLength={SCIM_TOKEN_NAME_MAX_LENGTH}
        length={watch('name').length}
        error={errors.name?.message}
        {...register('name')}
      />
      <BusyButton type="submit" busy={create.isPending} className="w-full sm:mt-7 sm:w-auto">
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        Create token
      </BusyButton>
    </form>
  );
}

const STATUS_BADGES = {
  active: { tone: 'success', label: 'Active' },
  expired: { tone: 'warning', label: 'Expired' },
  revoked: { tone: 'neutral', label: 'Revoked' },
} as const;

function TokenItem({ token, revokeButton }: { token: ScimToken; revokeButton: ReactNode }) {
  const badge = STATUS_BADGES[token.status];
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-ink">
          {token.name || 'Unnamed token'}
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          Created {formatDateTime(token.createdAt)} ·{' '}
          {token.lastUsedAt ? `last used ${formatDateTime(token.lastUsedAt)}` : 'never used'}
          {token.status === 'active' ? ` · works until ${formatDateTime(token.expiresAt)}` : ''}
          {token.revokedAt ? ` · revoked ${formatDateTime(token.revokedAt)}` : ''}
        </p>
      </div>
      {revokeButton}
    </li>
  );
}

function TokensPanel({ organisation }: { organisation: OrgSummary }) {
  const tokens = useScimTokens(organisation.id);
  const revoke = useRevokeScimToken(organisation.id);
  const [created, setCreated] = useState<string | null>(null);

  return (
    <Panel
      icon={KeyRound}
      title="Tokens"
      description="Your directory sends one with every request. Make one per directory; revoke one and it stops working at once."
    >
      <CreateTokenForm orgId={organisation.id} onCreated={setCreated} />
      {created ? (
        <SecretOnceNotice
          className="mt-4"
          title="Token created: copy it now"
          message={SCIM_MESSAGES.shownOnce}
          secret={created}
          name="Token"
          copyLabel="Copy token"
          copiedTitle={SCIM_MESSAGES.copied}
          onDone={() => setCreated(null)}
        />
      ) : null}
      <RevokeList
        className="mt-4"
        query={tokens}
        items={tokens.data}
        label="SCIM tokens"
        listClassName="divide-y divide-slate-200"
        loading="Loading the tokens…"
        loadFailure={PROVISIONING_FAILURES.loadTokens}
        empty={
          <p className="text-sm text-ink-muted">
            No tokens yet. Create one and paste it into your directory with the base URL.
          </p>
        }
        action="Revoke"
        buttonLabel={(token) => `Revoke ${token.name || 'the unnamed token'}`}
        revocable={(token) => token.status === 'active'}
        confirm={{
          title: 'Revoke token',
          description: (token) =>
            `${token.name || 'This token'} stops working at once: a directory still using it gets refused. This cannot be undone.`,
        }}
        revokeFailure={PROVISIONING_FAILURES.revoke}
        onRevoke={async (token) => {
          await revoke.mutateAsync(token.id);
          toast.success(`${token.name || 'The token'} no longer works.`, SCIM_MESSAGES.revoked);
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
  const save = useSaveScimSettings(orgId);
  const [tooLong, setTooLong] = useState<string | undefined>();
  const { register, handleSubmit, watch } = useZodForm(groupsFormSchema, {
    defaultValues: { groups: initial.join('\n') },
  });
  const onSubmit = handleSubmit(async ({ groups }) => {
    const names = groupsOf(groups);
    const problem = names.some((name) => name.length > SCIM_GROUP_NAME_MAX_LENGTH)
      ? `A group name must be at most ${SCIM_GROUP_NAME_MAX_LENGTH} characters`
      : names.length > SCIM_ADMIN_GROUPS_MAX
        ? `At most ${SCIM_ADMIN_GROUPS_MAX} admin groups`
        : undefined;
    setTooLong(problem);
    if (problem) return;
    try {
      await save.mutateAsync(names);
      toast.success(
        'Provisioned members now have the role their groups give.',
        SCIM_MESSAGES.saved,
      );
    } catch (error) {
      toastFailure(error, PROVISIONING_FAILURES.save);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4">
      <TextAreaField
        label="Admin groups"
        rows={3}
        length={watch('groups').length}
        maxLength={GROUPS_TEXT_MAX_LENGTH}
        hint="One group name per line, as your directory names it. Everyone else it provisions is a member."
        error={tooLong}
        {...register('groups')}
      />
      <div className="sm:flex sm:justify-end">
        <BusyButton type="submit" busy={save.isPending} className="w-full sm:w-auto">
          Save admin groups
        </BusyButton>
      </div>
    </form>
  );
}

function ConnectionPanels({ organisation }: { organisation: OrgSummary }) {
  const query = useScimSettings(organisation.id);
  return (
    <WhenLoaded
      queries={[query]}
      loading="Loading the provisioning settings…"
      failure={PROVISIONING_FAILURES.loadSettings}
      titled
    >
      {(settings) => (
        <>
          <Panel
            icon={Link2}
            title="Base URL"
            description="Your directory (Okta, Microsoft Entra ID, Google, JumpCloud…) sends its SCIM 2.0 requests here, with a token below as its bearer token."
          >
            <CopyLine label="base URL" name="Base URL" value={settings.baseUrl} />
          </Panel>
          <TokensPanel organisation={organisation} />
          <Panel
            icon={ShieldCheck}
            title="Groups and roles"
            description={`Members of these directory groups are admins of ${organisation.name}; owners are never changed by the directory.`}
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
  return (
    <TeamSubPage
      title="Provisioning"
      describe={(organisation) =>
        `Let your company directory add people to ${organisation.name}, and remove them the moment they leave: their sessions end and their cards stay with the organisation.`
      }
      access={{
        may: (role) => orgRoleMay(role, 'view', 'scim'),
        refusal: (organisation) =>
          `Only the owners and admins of ${organisation.name} set up its provisioning.`,
      }}
    >
      {(organisation) => <ConnectionPanels organisation={organisation} />}
    </TeamSubPage>
  );
}
