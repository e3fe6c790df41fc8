import type { ReactNode } from 'react';
import { MailPlus, RotateCw, X } from 'lucide-react';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { MessageId } from '../../../shared/i18n/catalogue';
import {
  inviteSchema,
  type InvitationState,
  type OrgInvitation,
  type OrgSummary,
} from '../../../shared/organisations';
import { Badge } from '../../components/ui/badge';
import { EmailField, SelectField } from '../../components/ui/form-field';
import { Panel } from '../../components/ui/panel';
import { RevokeList } from '../../components/ui/revoke-list';
import { BusyButton } from '../../components/ui/submit-button';
import { formatShortDate } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
import { toast, toastFailure } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { TEAM_FAILURES, useInvitations, useInvite, useRevokeInvitation } from './api';
import { assignableRoles } from './permissions';
import { fieldErrorOf } from './server-errors';
import { roleLabel, serverSaid } from './texts';

const STATE_BADGES: Record<
  InvitationState,
  { tone: 'brand' | 'success' | 'neutral' | 'warning'; label: MessageId }
> = {
  pending: { tone: 'brand', label: 'team.invitations.state.pending' },
  accepted: { tone: 'success', label: 'team.invitations.state.accepted' },
  revoked: { tone: 'neutral', label: 'team.invitations.state.revoked' },
  expired: { tone: 'warning', label: 'team.invitations.state.expired' },
};

function InviteForm({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const invite = useInvite();
  const roles = assignableRoles(organisation.role).map((role) => ({
    value: role,
    label: roleLabel(role),
  }));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(inviteSchema, {
    defaultValues: { orgId: organisation.id, email: '', role: 'member' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await invite.mutateAsync(input);
      toast.success(serverSaid(result.message, 'team.done.invited'));
      reset({ orgId: organisation.id, email: '', role: input.role });
    } catch (error) {
      const field = fieldErrorOf(error, ['email', 'role'] as const, {
        [ERROR_CODES.ALREADY_MEMBER]: 'email',
      });
      if (field) setError(field.field, { message: field.message }, { shouldFocus: true });
      else toastFailure(error, TEAM_FAILURES.invite);
    }
  });

  return (
    <form
      noValidate
      aria-label={t('team.invitations.form')}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start"
    >
      <EmailField
        label={t('team.invitations.email')}
        autoComplete="off"
        placeholder={t('team.invitations.emailPlaceholder')}
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        label={t('team.invitations.role')}
        options={roles}
        error={errors.role?.message}
        {...register('role')}
      />
      <BusyButton type="submit" busy={invite.isPending} className="w-full sm:mt-7 sm:w-auto">
        {t('team.invitations.send')}
      </BusyButton>
    </form>
  );
}

function InvitationRow({
  organisation,
  invitation,
  revokeButton,
}: {
  organisation: OrgSummary;
  invitation: OrgInvitation;
  revokeButton: ReactNode;
}) {
  const t = useT();
  const invite = useInvite();
  const badge = STATE_BADGES[invitation.state];
  const canResend =
    (invitation.state === 'pending' || invitation.state === 'expired') &&
    assignableRoles(organisation.role).includes(invitation.role);
  const resend = async () => {
    try {
      const result = await invite.mutateAsync({
        orgId: organisation.id,
        email: invitation.email,
        role: invitation.role,
      });
      toast.success(serverSaid(result.message, 'team.done.resent'));
    } catch (error) {
      toastFailure(error, TEAM_FAILURES.invite);
    }
  };
  const when =
    invitation.state === 'pending'
      ? t('team.invitations.expires', { date: formatShortDate(invitation.expiresAt) })
      : invitation.state === 'expired'
        ? t('team.invitations.expiredOn', { date: formatShortDate(invitation.expiresAt) })
        : null;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium wrap-anywhere text-ink">
          <bdi dir="ltr">{invitation.email}</bdi>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
          <Badge tone={badge.tone}>{t(badge.label)}</Badge>
          <span>{roleLabel(invitation.role)}</span>
          {when ? <span>{when}</span> : null}
          {invitation.invitedBy ? (
            <span className="wrap-anywhere">
              {t.rich('team.invitations.invitedBy', {
                name: <bdi key="name">{invitation.invitedBy}</bdi>,
              })}
            </span>
          ) : null}
        </p>
      </div>
      {canResend || revokeButton ? (
        <div className="flex flex-wrap gap-2">
          {canResend ? (
            <BusyButton
              variant="outline"
              size="sm"
              busy={invite.isPending}
              aria-label={t('team.invitations.resendLabel', { email: invitation.email })}
              onClick={() => void resend()}
            >
              <RotateCw aria-hidden="true" className="h-4 w-4" />
              {t('team.invitations.resend')}
            </BusyButton>
          ) : null}
          {revokeButton}
        </div>
      ) : null}
    </li>
  );
}

/** Invite by e-mail, and the invitations sent: pending ones resent or revoked (owners, admins). */
export function InvitationsSection({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const invitations = useInvitations(organisation.id);
  const revoke = useRevokeInvitation();

  return (
    <Panel
      icon={MailPlus}
      title={t('team.invitations.title')}
      description={t('team.invitations.description')}
    >
      <InviteForm key={organisation.id} organisation={organisation} />
      <h3 className="mt-6 text-sm font-semibold text-ink">{t('team.invitations.sent')}</h3>
      <RevokeList
        className="mt-2"
        query={invitations}
        items={invitations.data}
        label={t('team.invitations.sent')}
        listClassName="divide-y divide-slate-100"
        loading={t('team.invitations.loading')}
        loadFailure={TEAM_FAILURES.loadInvitations}
        empty={<p className="text-sm text-ink-muted">{t('team.invitations.none')}</p>}
        action={t('team.invitations.revoke')}
        icon={X}
        buttonLabel={(invitation) => t('team.invitations.revokeLabel', { email: invitation.email })}
        revocable={(invitation) => invitation.state === 'pending'}
        confirm={{
          title: t('team.invitations.revokeTitle'),
          description: (invitation) =>
            t('team.invitations.revokeBody', { email: invitation.email }),
        }}
        revokeFailure={TEAM_FAILURES.revoke}
        onRevoke={async (invitation) => {
          const result = await revoke.mutateAsync({
            orgId: organisation.id,
            invitationId: invitation.id,
          });
          toast.success(serverSaid(result.message, 'team.done.revoked'));
        }}
        renderItem={(invitation, revokeButton) => (
          <InvitationRow
            organisation={organisation}
            invitation={invitation}
            revokeButton={revokeButton}
          />
        )}
      />
    </Panel>
  );
}
