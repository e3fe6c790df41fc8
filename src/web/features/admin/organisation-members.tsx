import { ADMIN_MESSAGES, type AdminOrganisation } from '../../../shared/admin';
import { ORG_ROLE_LABELS } from '../../../shared/organisations';
import { Badge } from '../../components/ui/badge';
import {
  DialogBody,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { formatShortDate } from '../../lib/format';
import { useAdminOrganisationMembers } from './api';

/** The Members dialog's content: one organisation's members and their roles, oldest first. */
export function OrganisationMembers({ organisation }: { organisation: AdminOrganisation }) {
  const members = useAdminOrganisationMembers(organisation.id);
  let content;
  if (members.isPending) content = <LoadingState label="Loading members…" />;
  else if (members.isError)
    content = (
      <ErrorState
        title="Error"
        message={ADMIN_MESSAGES.membersFailed}
        retrying={members.isFetching}
        onRetry={() => void members.refetch()}
      />
    );
  else if (members.data.items.length === 0) content = <EmptyState title="No members" />;
  else
    content = (
      <ul className="divide-y divide-slate-100">
        {members.data.items.map((member) => (
          <li
            key={member.userId}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3"
          >
            <div className="min-w-0">
              <p className="font-semibold wrap-anywhere text-ink">{member.name}</p>
              {member.name !== member.email ? (
                <p className="text-sm wrap-anywhere text-ink-muted">{member.email}</p>
              ) : null}
              <p className="text-xs text-ink-muted">
                Joined <time dateTime={member.joinedAt}>{formatShortDate(member.joinedAt)}</time>
              </p>
            </div>
            <Badge tone={member.role === 'member' ? 'neutral' : 'brand'}>
              {ORG_ROLE_LABELS[member.role]}
            </Badge>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>Members</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          {organisation.name} · {organisation.memberCount}{' '}
          {organisation.memberCount === 1 ? 'member' : 'members'}
        </DialogDescription>
      </DialogHeader>
      <DialogBody label={`Members of ${organisation.name}`}>{content}</DialogBody>
    </>
  );
}
