import { useId, useState } from 'react';
import { Copy, KeyRound, Plus, Trash2 } from 'lucide-react';
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
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogForm } from '../../components/ui/dialog-form';
import { FieldError, SelectField, TextField } from '../../components/ui/form-field';
import { Notice } from '../../components/ui/notice';
import { Panel } from '../../components/ui/panel';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { formatDateTime, formatShortDate } from '../../lib/format';
import { failureMessage } from '../../lib/http';
import { toast, toastFailure } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import {
  API_TOKEN_FAILURES,
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
} from './api-tokens-api';
import { canManageApiTokens } from './permissions';

const formSchema = createApiTokenSchema.omit({ orgId: true });

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
  const scopesId = useId();
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
          <fieldset
            className="space-y-2"
            aria-describedby={errors.scopes ? `${scopesId}-error` : undefined}
          >
            <legend className="text-sm font-medium text-slate-800">Scopes</legend>
            {API_TOKEN_SCOPES.map((scope) => (
              <label key={scope} className="flex items-start gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  value={scope}
                  className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
                  {...form.register('scopes')}
                />
                <span>
                  {API_TOKEN_SCOPE_LABELS[scope]}{' '}
                  <code className="font-mono text-xs text-ink-muted">{scope}</code>
                </span>
              </label>
            ))}
            <FieldError id={`${scopesId}-error`} message={errors.scopes?.message} />
          </fieldset>
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

/** The new token, once: copy it now or make another. */
function NewTokenNotice({ token, onDone }: { token: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      toast.success('Token copied to the clipboard.');
    } catch {
      toast.error('Copy failed: select the token and copy it yourself.');
    }
  };
  return (
    <Notice tone="warning" title="Token created: copy it now" className="mt-6">
      <p>{API_TOKEN_MESSAGES.shownOnce}</p>
      <code
        aria-label="The new API token"
        className="mt-2 block rounded-lg bg-white px-3 py-2 font-mono text-xs break-all text-ink ring-1 ring-amber-200"
      >
        {token}
      </code>
      <p className="mt-2 text-sm">
        Send it as <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code>;
        the API documentation at <code className="font-mono text-xs">/api/docs</code> marks the
        routes each scope reaches.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy token
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </Notice>
  );
}

const STATE_BADGES = {
  active: { tone: 'success', label: 'Active' },
  expired: { tone: 'neutral', label: 'Expired' },
  revoked: { tone: 'danger', label: 'Revoked' },
} as const;

function TokenItem({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
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
      {token.state === 'active' ? (
        <div className="mt-3">
          <Button variant="outline" size="sm" onClick={() => onRevoke(token)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Revoke
            <span className="sr-only"> {token.name}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function ApiTokensSection({ organisation }: { organisation: OrgSummary }) {
  const orgId = organisation.id;
  const list = useApiTokens(orgId);
  const revoke = useRevokeApiToken(orgId);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(API_TOKEN_MESSAGES.revoked);
      setRevoking(null);
    } catch (error) {
      toastFailure(error, API_TOKEN_FAILURES.revoke);
    }
  };

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
      {created ? <NewTokenNotice token={created} onDone={() => setCreated(null)} /> : null}
      <div className="mt-6">
        {list.isPending ? (
          <LoadingState label="Loading API tokens…" className="py-8" />
        ) : list.isError ? (
          <ErrorState
            message={failureMessage(list.error, API_TOKEN_FAILURES.load)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.items.length ? (
          <ul className="space-y-4" aria-label="API tokens">
            {list.data.items.map((token) => (
              <TokenItem key={token.id} token={token} onRevoke={setRevoking} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No tokens yet.</p>
        )}
      </div>
      <CreateTokenDialog
        orgId={orgId}
        open={creating}
        onOpenChange={setCreating}
        onCreated={setCreated}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API token"
        description={`“${revoking?.name ?? ''}” stops working at once: whatever uses it gets 401 from now on. This cannot be undone.`}
        confirmLabel="Revoke"
        danger
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
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
    >
      {(organisation) =>
        canManageApiTokens(organisation.role) ? (
          <ApiTokensSection key={organisation.id} organisation={organisation} />
        ) : (
          <Notice tone="info" live={false}>
            {`Only the owners and admins of ${organisation.name} see and make its API tokens.`}
          </Notice>
        )
      }
    </TeamSubPage>
  );
}
