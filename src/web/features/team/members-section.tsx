import { useId, useState } from 'react';
import { UserMinus, Users } from 'lucide-react';
import type { OrgMember, OrgRole, OrgSummary } from '../../../shared/organisations';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Panel } from '../../components/ui/panel';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { formatNumber, formatShortDate } from '../../lib/format';
import { failureMessage } from '../../lib/http';
import { useT } from '../../lib/i18n/use-t';
import { toast, toastFailure } from '../../lib/toast';
import { TEAM_FAILURES, useMembers, useRemoveMember, useUpdateMember } from './api';
import { assignableRoles, canManageMember } from './permissions';
import { roleLabel, serverSaid } from './texts';

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
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('team.members.roleOf', { name: member.name || member.email })}
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
            {roleLabel(role)}
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
  const t = useT();
  const update = useUpdateMember();
  const manageable = !isSelf && canManageMember(organisation.role, member.role);
  const changeRole = async (role: OrgRole) => {
    try {
      const result = await update.mutateAsync({
        orgId: organisation.id,
        userId: member.userId,
        role,
      });
      toast.success(serverSaid(result.message, 'team.done.roleChanged'));
    } catch (error) {
      toastFailure(error, TEAM_FAILURES.role);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium wrap-anywhere text-ink">
          {member.name || member.email}
          {isSelf ? (
            <span className="font-normal text-ink-muted"> {t('team.members.you')}</span>
          ) : null}
        </p>
        {member.name ? (
          <p className="text-sm wrap-anywhere text-ink-muted">
            <bdi dir="ltr">{member.email}</bdi>
          </p>
        ) : null}
        <p className="text-xs text-ink-muted">
          {t('team.members.joined', { date: formatShortDate(member.joinedAt) })}
        </p>
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
            aria-label={t('team.members.removeLabel', { name: member.name || member.email })}
            onClick={() => onRemove(member)}
          >
            <UserMinus aria-hidden="true" className="h-4 w-4" />
            {t('team.members.remove')}
          </Button>
        </div>
      ) : (
        <Badge tone={member.role === 'member' ? 'neutral' : 'brand'}>
          {roleLabel(member.role)}
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
  const t = useT();
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
      toast.success(serverSaid(result.message, 'team.done.removed'));
      setRemoving(null);
    } catch (error) {
      toastFailure(error, TEAM_FAILURES.removeMember);
    }
  };

  const count = members.data?.length;
  return (
    <Panel
      icon={Users}
      title={
        count === undefined
          ? t('team.members.title')
          : t('team.members.titleCount', { count: formatNumber(count) })
      }
      description={t('team.members.description')}
    >
      <div className="mt-4">
        {members.isPending ? (
          <LoadingState label={t('team.members.loading')} className="py-8" />
        ) : members.isError ? (
          <ErrorState
            message={failureMessage(members.error, TEAM_FAILURES.loadMembers)}
            onRetry={() => void members.refetch()}
            retrying={members.isFetching}
          />
        ) : members.data.length ? (
          <ul className="divide-y divide-slate-100" aria-label={t('team.members.title')}>
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
          <p className="text-sm text-ink-muted">{t('team.members.none')}</p>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('team.members.removeTitle')}
        description={t('team.members.removeBody', {
          name: removing?.name || removing?.email || '',
          organisation: organisation.name,
        })}
        confirmLabel={t('team.members.remove')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Panel>
  );
}
