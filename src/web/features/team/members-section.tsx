import { useId, useState } from 'react';
import { UserMinus, Users } from 'lucide-react';
import {
  ORG_MESSAGES,
  ORG_ROLE_LABELS,
  type OrgMember,
  type OrgRole,
  type OrgSummary,
} from '../../../shared/organisations';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Panel } from '../../components/ui/panel';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { formatShortDate } from '../../lib/format';
import { failureMessage } from '../../lib/http';
import { toast, toastFailure } from '../../lib/toast';
import { TEAM_FAILURES, useMembers, useRemoveMember, useUpdateMember } from './api';
import { assignableRoles, canManageMember } from './permissions';

const selectClasses =
  'h-9 rounded-lg border border-slate-300 bg-white px-2 pe-7 text-sm text-ink shadow-xs focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-600/40 disabled:opacity-60';

/** The role of one member, as a select for those who may change it. */
function RoleSelect({
  organisation,
  member,
  busy,
  value,
  onChange,
}: {
  organisation: OrgSummary;
  member: OrgMember;
  busy: boolean;
  /** The role being given while the change is on its way, else the member's. */
  value: OrgRole;
  onChange: (role: OrgRole) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {`Role of ${member.name || member.email}`}
      </label>
      <select
        id={id}
        className={selectClasses}
        value={value}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(event) => onChange(event.target.value as OrgRole)}
      >
        {assignableRoles(organisation.role).map((role) => (
          <option key={role} value={role}>
            {ORG_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </div>
  );
}

function MemberRow({
  organisation,
  member,
  isSelf,
  onRemove,
}: {
  organisation: OrgSummary;
  member: OrgMember;
  isSelf: boolean;
  onRemove: (member: OrgMember) => void;
}) {
  const update = useUpdateMember();
  const manageable = !isSelf && canManageMember(organisation.role, member.role);
  const changeRole = async (role: OrgRole) => {
    try {
      const result = await update.mutateAsync({
        orgId: organisation.id,
        userId: member.userId,
        role,
      });
      toast.success(result.message || ORG_MESSAGES.roleChanged);
    } catch (error) {
      toastFailure(error, TEAM_FAILURES.role);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium wrap-anywhere text-ink">
          {member.name || member.email}
          {isSelf ? <span className="font-normal text-ink-muted"> (you)</span> : null}
        </p>
        {member.name ? (
          <p className="text-sm wrap-anywhere text-ink-muted">{member.email}</p>
        ) : null}
        <p className="text-xs text-ink-muted">Joined {formatShortDate(member.joinedAt)}</p>
      </div>
      {manageable ? (
        <div className="flex items-center gap-2">
          <RoleSelect
            organisation={organisation}
            member={member}
            busy={update.isPending}
            value={update.isPending ? update.variables.role : member.role}
            onChange={(role) => void changeRole(role)}
          />
          <Button
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            aria-label={`Remove ${member.name || member.email}`}
            onClick={() => onRemove(member)}
          >
            <UserMinus aria-hidden="true" className="h-4 w-4" />
            Remove
          </Button>
        </div>
      ) : (
        <Badge tone={member.role === 'member' ? 'neutral' : 'brand'}>
          {ORG_ROLE_LABELS[member.role]}
        </Badge>
      )}
    </li>
  );
}

/** The organisation's members; owners and admins change their roles and remove them. */
export function MembersSection({
  organisation,
  selfId,
}: {
  organisation: OrgSummary;
  selfId: string;
}) {
  const members = useMembers(organisation.id);
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<OrgMember | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const result = await remove.mutateAsync({
        orgId: organisation.id,
        userId: removing.userId,
      });
      toast.success(result.message || ORG_MESSAGES.removed);
      setRemoving(null);
    } catch (error) {
      toastFailure(error, TEAM_FAILURES.removeMember);
    }
  };

  const count = members.data?.length;
  return (
    <Panel
      icon={Users}
      title={count === undefined ? 'Members' : `Members (${count})`}
      description="Everyone in the organisation sees this list."
    >
      <div className="mt-4">
        {members.isPending ? (
          <LoadingState label="Loading members…" className="py-8" />
        ) : members.isError ? (
          <ErrorState
            message={failureMessage(members.error, TEAM_FAILURES.loadMembers)}
            onRetry={() => void members.refetch()}
            retrying={members.isFetching}
          />
        ) : members.data.length ? (
          <ul className="divide-y divide-slate-100" aria-label="Members">
            {members.data.map((member) => (
              <MemberRow
                key={member.userId}
                organisation={organisation}
                member={member}
                isSelf={member.userId === selfId}
                onRemove={setRemoving}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No members yet.</p>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Remove member"
        description={`${removing?.name || removing?.email || ''} will no longer be part of ${organisation.name}. You can invite them again later.`}
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Panel>
  );
}
