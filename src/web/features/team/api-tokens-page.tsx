import { useId, useState, type ReactNode } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_SCOPES,
  createApiTokenSchema,
  type ApiToken,
  type ApiTokenScope,
} from '../../../shared/api-tokens';
import type { MessageId } from '../../../shared/i18n/catalogue';
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
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
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

/** What each scope lets a token do (shared/api-tokens.ts API_TOKEN_SCOPE_LABELS). */
const SCOPE_LABELS = {
  'cards:read': 'team.tokens.scope.cardsRead',
  'cards:write': 'team.tokens.scope.cardsWrite',
  'leads:read': 'team.tokens.scope.leadsRead',
  'insights:read': 'team.tokens.scope.insightsRead',
  'members:read': 'team.tokens.scope.membersRead',
} as const satisfies Record<ApiTokenScope, MessageId>;

const scopeOptions = () =>
  API_TOKEN_SCOPES.map((scope) => ({
    value: scope,
    label: (
      <>
        {translate(SCOPE_LABELS[scope])}{' '}
        <code dir="ltr" className="font-mono text-xs text-ink-muted">
          {scope}
        </code>
      </>
    ),
  }));

const expiryOptions = () =>
  API_TOKEN_EXPIRY_DAYS.map((days) => ({
    value: String(days),
    label: translate('team.tokens.expiry', { days }),
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
  const t = useT();
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
      <DialogContent size="sm" closeLabel={t('team.tokens.dialogClose')}>
        <DialogForm
          title={t('team.tokens.newTitle')}
          description={t('team.tokens.newDescription')}
          failure={create.isError ? failureMessage(create.error, API_TOKEN_FAILURES.create) : null}
          failureId={alertId}
          submitLabel={t('team.tokens.create')}
          busy={create.isPending}
          onSubmit={(event) => void onSubmit(event)}
        >
          <TextField
            label={t('team.tokens.name')}
            autoComplete="off"
            placeholder={t('team.tokens.namePlaceholder')}
            hint={t('team.tokens.nameHint')}
            error={errors.name?.message}
            describedBy={create.isError ? alertId : undefined}
            {...form.register('name')}
          />
          <CheckboxGroupField
            legend={t('team.tokens.scopes')}
            options={scopeOptions()}
            error={errors.scopes?.message}
            {...form.register('scopes')}
          />
          <SelectField
            label={t('team.tokens.expiresAfter')}
            options={expiryOptions()}
            error={errors.expiresInDays?.message}
            {...form.register('expiresInDays', { setValueAs: (value) => Number(value) })}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

const STATE_BADGES = {
  active: { tone: 'success', label: 'team.tokens.state.active' },
  expired: { tone: 'neutral', label: 'team.tokens.state.expired' },
  revoked: { tone: 'danger', label: 'team.tokens.state.revoked' },
} as const;

function TokenItem({ token, revokeButton }: { token: ApiToken; revokeButton: ReactNode }) {
  const t = useT();
  const badge = STATE_BADGES[token.state];
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold break-all text-ink">{token.name}</h3>
        <Badge tone={badge.tone}>{t(badge.label)}</Badge>
      </div>
      <p className="mt-1 flex flex-wrap gap-1.5" aria-label={t('team.tokens.scopes')}>
        {token.scopes.map((scope) => (
          <code
            key={scope}
            dir="ltr"
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-ink"
          >
            {scope}
          </code>
        ))}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-ink-muted">{t('team.tokens.created')}</dt>
          <dd className="text-ink">
            {token.createdBy
              ? t.rich('team.tokens.createdBy', {
                  date: formatShortDate(token.createdAt),
                  name: <bdi key="name">{token.createdBy}</bdi>,
                })
              : formatShortDate(token.createdAt)}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-muted">
            {token.state === 'revoked' ? t('team.tokens.revokedOn') : t('team.tokens.expires')}
          </dt>
          <dd className="text-ink">
            {formatShortDate(token.state === 'revoked' ? token.revokedAt : token.expiresAt)}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-muted">{t('team.tokens.lastUsed')}</dt>
          <dd className="text-ink">
            {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('team.tokens.never')}
          </dd>
        </div>
      </dl>
      {revokeButton ? <div className="mt-3">{revokeButton}</div> : null}
    </li>
  );
}

function ApiTokensSection({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const orgId = organisation.id;
  const list = useApiTokens(orgId);
  const revoke = useRevokeApiToken(orgId);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  return (
    <Panel
      icon={KeyRound}
      title={t('team.tokens.section')}
      description={t('team.tokens.sectionDescription', { organisation: organisation.name })}
    >
      <div className="mt-4">
        <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('team.tokens.new')}
        </Button>
      </div>
      {created ? (
        <SecretOnceNotice
          title={t('team.tokens.createdTitle')}
          message={t('team.tokens.shownOnce')}
          secret={created}
          name={t('team.tokens.token')}
          copyLabel={t('team.tokens.copy')}
          secretLabel={t('team.tokens.secretLabel')}
          onDone={() => setCreated(null)}
        >
          {t.rich('team.tokens.usage', {
            token: '<token>',
            docs: '/api/docs',
            code: (chunks) => (
              <code dir="ltr" className="font-mono text-xs">
                {chunks}
              </code>
            ),
          })}
        </SecretOnceNotice>
      ) : null}
      <RevokeList
        className="mt-6"
        query={list}
        items={list.data?.items}
        label={t('team.tokens.list')}
        listClassName="space-y-4"
        loading={t('team.tokens.loading')}
        loadFailure={API_TOKEN_FAILURES.load}
        empty={<p className="text-sm text-ink-muted">{t('team.tokens.none')}</p>}
        action={t('team.tokens.revoke')}
        buttonLabel={(token) => t('team.tokens.revokeLabel', { name: token.name })}
        revocable={(token) => token.state === 'active'}
        confirm={{
          title: t('team.tokens.revokeTitle'),
          description: (token) => t('team.tokens.revokeBody', { name: token.name }),
        }}
        revokeFailure={API_TOKEN_FAILURES.revoke}
        onRevoke={async (token) => {
          await revoke.mutateAsync(token.id);
          toast.success(translate('team.tokens.revoked'));
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
  const t = useT();
  return (
    <TeamSubPage
      title={t('team.tokens.title')}
      describe={(organisation) => t('team.tokens.describe', { organisation: organisation.name })}
      access={{
        may: canManageApiTokens,
        refusal: (organisation) => t('team.tokens.refusal', { organisation: organisation.name }),
      }}
    >
      {(organisation) => <ApiTokensSection organisation={organisation} />}
    </TeamSubPage>
  );
}
