import { useId, useState, type ReactNode } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  createApiTokenSchema,
  type ApiToken,
} from '../../../shared/api-tokens';
import type { OrgSummary } from '../../../shared/organisations';
import { TeamSubPage } from '../../components/layout/team-sub-page';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogForm } from '../../components/ui/dialog-form';
import { CheckboxGroupField, SelectField, TextField } from '../../components/ui/form-field';
import { Panel } from '../../components/ui/panel';
import { RevokeList } from '../../components/ui/revoke-list';
import { SecretOnceNotice } from '../../components/ui/secret-once-notice';
import { formatDateTime, formatShortDate } from '../../lib/format';
import { failureMessage } from '../../lib/http';
import { toast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import {
  API_TOKEN_FAILURES,
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
} from './api-tokens-api';
import { canManageApiTokens } from './permissions';

const formSchema = createApiTokenSchema.omit({ orgId: true });

const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((scope) => ({
  value: scope,
  label: (
    <>
      {API_TOKEN_SCOPE_LABELS[scope]}{' '}
      <code className="font-mono text-xs text-ink-muted">{scope}</code>
    </>
  ),
}));

const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_DAYS.map((days) => ({
  value: String(days),
  label: days === 365 ? '1 year' : `${days} days`,
}));

/** New token: a name, its scopes and how long it lives; the token comes back once. */
function CreateTokenDialog({
  orgId,
  open,
  onOpenChange,
  onCreated,
}: {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (token: string) => void;
}) {
  const create = useCreateApiToken(orgId);
  const alertId = useId();
  const form = useZodForm(formSchema, {
    defaultValues: { name: '', scopes: ['cards:read'], expiresInDays: 90 },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    create.reset();
    onOpenChange(false);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      close();
      onCreated(created.token);
    } catch {
      // Shown in the dialog.
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent size="sm" closeLabel="Close new API token dialog">
        <DialogForm
          title="New API token"
          description="A token acts for the organisation in scripts and integrations, only within the scopes you choose."
          failure={create.isError ? failureMessage(create.error, API_TOKEN_FAILURES.create) : null}
          failureId={alertId}
          submitLabel="Create token"
          busy={create.isPending}
          onSubmit={(event) => void onSubmit(event)}
        >
          <TextField
            label="Name"
            autoComplete="off"
            placeholder="CRM sync"
            hint="Say what uses it, so you know what stops working when you revoke it."
            error={errors.name?.message}
            describedBy={create.isError ? alertId : undefined}
            {...form.register('name')}
          />
          <CheckboxGroupField
            legend="Scopes"
            options={SCOPE_OPTIONS}
            error={errors.scopes?.message}
            {...form.register('scopes')}
          />
          <SelectField
            label="Expires after"
            options={EXPIRY_OPTIONS}
            error={errors.expiresInDays?.message}
            {...form.register('expiresInDays', { setValueAs: (value) => Number(value) })}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

const STATE_BADGES = {
  active: { tone: 'success', label: 'Active' },
  expired: { tone: 'neutral', label: 'Expired' },
  revoked: { tone: 'danger', label: 'Revoked' },
} as const;

function TokenItem({ token, revokeButton }: { token: ApiToken; revokeButton: ReactNode }) {
  const badge = STATE_BADGES[token.state];
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold break-all text-ink">{token.name}</h3>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <p className="mt-1 flex flex-wrap gap-1.5" aria-label="Scopes">
        {token.scopes.map((scope) => (
          <code
            key={scope}
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-ink"
          >
            {scope}
          </code>
        ))}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-ink-muted">Created</dt>
          <dd className="text-ink">
            {formatShortDate(token.createdAt)}
            {token.createdBy ? ` by ${token.createdBy}` : ''}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-muted">{token.state === 'revoked' ? 'Revoked' : 'Expires'}</dt>
          <dd className="text-ink">
            {formatShortDate(token.state === 'revoked' ? token.revokedAt : token.expiresAt)}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-muted">Last used</dt>
          <dd className="text-ink">
            {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}
          </dd>
        </div>
      </dl>
      {revokeButton ? <div className="mt-3">{revokeButton}</div> : null}
    </li>
  );
}

function ApiTokensSection({ organisation }: { organisation: OrgSummary }) {
  const orgId = organisation.id;
  const list = useApiTokens(orgId);
  const revoke = useRevokeApiToken(orgId);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  return (
    <Panel
      icon={KeyRound}
      title="Tokens"
      description={`Tokens let scripts and integrations read and write ${organisation.name}’s cards, leads, insights and members through the API, each only within its scopes. A token is shown once, when it is created.`}
    >
      <div className="mt-4">
        <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
          <Plus aria-hidden="true" className="h-4 w-4" />
          New token
        </Button>
      </div>
      {created ? (
        <SecretOnceNotice
          title="Token created: copy it now"
          message={API_TOKEN_MESSAGES.shownOnce}
          secret={created}
          name="Token"
          copyLabel="Copy token"
          secretLabel="The new API token"
          onDone={() => setCreated(null)}
        >
          Send it as <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code>;
          the API documentation at <code className="font-mono text-xs">/api/docs</code> marks the
          routes each scope reaches.
        </SecretOnceNotice>
      ) : null}
      <RevokeList
        className="mt-6"
        query={list}
        items={list.data?.items}
        label="API tokens"
        listClassName="space-y-4"
        loading="Loading API tokens…"
        loadFailure={API_TOKEN_FAILURES.load}
        empty={<p className="text-sm text-ink-muted">No tokens yet.</p>}
        action="Revoke"
        buttonLabel={(token) => `Revoke ${token.name}`}
        revocable={(token) => token.state === 'active'}
        confirm={{
          title: 'Revoke API token',
          description: (token) =>
            `“${token.name}” stops working at once: whatever uses it gets 401 from now on. This cannot be undone.`,
        }}
        revokeFailure={API_TOKEN_FAILURES.revoke}
        onRevoke={async (token) => {
          await revoke.mutateAsync(token.id);
          toast.success(API_TOKEN_MESSAGES.revoked);
        }}
        renderItem={(token, revokeButton) => (
          <TokenItem token={token} revokeButton={revokeButton} />
        )}
      />
      <CreateTokenDialog
        orgId={orgId}
        open={creating}
        onOpenChange={setCreating}
        onCreated={setCreated}
      />
    </Panel>
  );
}

/**
 * `/team/api-tokens?org=<slug>` (docs/product.md#api-tokens): the organisation's API tokens; its
 * owners and admins make, list and revoke them.
 */
export function ApiTokensPage() {
  return (
    <TeamSubPage
      title="API tokens"
      describe={(organisation) =>
        `Tokens of ${organisation.name} for scripts and integrations that use the CardVault API.`
      }
      access={{
        may: canManageApiTokens,
        refusal: (organisation) =>
          `Only the owners and admins of ${organisation.name} see and make its API tokens.`,
      }}
    >
      {(organisation) => <ApiTokensSection organisation={organisation} />}
    </TeamSubPage>
  );
}
