import type { ReactNode } from 'react';
import { MailPlus, RotateCw, X } from 'lucide-react';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  inviteSchema,
  ORG_MESSAGES,
  ORG_ROLE_LABELS,
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
import { toast, toastFailure } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { TEAM_FAILURES, useInvitations, useInvite, useRevokeInvitation } from './api';
import { assignableRoles } from './permissions';
import { fieldErrorOf } from './server-errors';

const STATE_BADGES: Record<
  InvitationState,
  { tone: 'brand' | 'success' | 'neutral' | 'warning'; label: string }
> = {
  pending: { tone: 'brand', label: 'Pending' },
  accepted: { tone: 'success', label: 'Accepted' },
  revoked: { tone: 'neutral', label: 'Revoked' },
  expired: { tone: 'warning', label: 'Expired' },
};

function InviteForm({ organisation }: { organisation: OrgSummary }) {
  const invite = useInvite();
  const roles = assignableRoles(organisation.role).map((role) => ({
    value: role,
    label: ORG_ROLE_LABELS[role],
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
      toast.success(result.message || ORG_MESSAGES.invited);
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
      aria-label="Invite someone"
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start"
    >
      <EmailField
        label="Email address"
        autoComplete="off"
        placeholder="name@company.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        label="Role"
        options={roles}
        error={errors.role?.message}
        {...register('role')}
      />
      <BusyButton type="submit" busy={invite.isPending} className="w-full sm:mt-7 sm:w-auto">
        Send invitation
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
      toast.success(result.message || ORG_MESSAGES.resent);
    } catch (error) {
      toastFailure(error, TEAM_FAILURES.invite);
    }
  };
  const when =
    invitation.state === 'pending'
      ? `expires ${formatShortDate(invitation.expiresAt)}`
      : invitation.state === 'expired'
        ? `expired ${formatShortDate(invitation.expiresAt)}`
        : null;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium wrap-anywhere text-ink">{invitation.email}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
          <Badge tone={badge.tone}>{badge.label}</Badge>
          <span>{ORG_ROLE_LABELS[invitation.role]}</span>
          {when ? <span>{when}</span> : null}
          {invitation.invitedBy ? (
            <span className="wrap-anywhere">invited by {invitation.invitedBy}</span>
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
              aria-label={`Resend the invitation to ${invitation.email}`}
              onClick={() => void resend()}
            >
              <RotateCw aria-hidden="true" className="h-4 w-4" />
              Resend
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
  const invitations = useInvitations(organisation.id);
  const revoke = useRevokeInvitation();

  return (
    <Panel
      icon={MailPlus}
      title="Invitations"
      description="We e-mail a link to join; it works for 7 days, for that address only."
    >
      <InviteForm key={organisation.id} organisation={organisation} />
      <h3 className="mt-6 text-sm font-semibold text-ink">Sent invitations</h3>
      <RevokeList
        className="mt-2"
        query={invitations}
        items={invitations.data}
        label="Sent invitations"
        listClassName="divide-y divide-slate-100"
        loading="Loading invitations…"
        loadFailure={TEAM_FAILURES.loadInvitations}
        empty={<p className="text-sm text-ink-muted">No invitations yet.</p>}
        action="Revoke"
        icon={X}
        buttonLabel={(invitation) => `Revoke the invitation to ${invitation.email}`}
        revocable={(invitation) => invitation.state === 'pending'}
        confirm={{
          title: 'Revoke invitation',
          description: (invitation) =>
            `The link sent to ${invitation.email} will no longer work. You can invite them again later.`,
        }}
        revokeFailure={TEAM_FAILURES.revoke}
        onRevoke={async (invitation) => {
          const result = await revoke.mutateAsync({
            orgId: organisation.id,
            invitationId: invitation.id,
          });
          toast.success(result.message || ORG_MESSAGES.revoked);
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
