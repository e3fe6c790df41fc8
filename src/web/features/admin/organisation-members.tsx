import type { AdminOrganisation } from '../../../shared/admin';
import type { MessageId } from '../../../shared/i18n/catalogue';
import type { OrgRole } from '../../../shared/organisations';
import { Badge } from '../../components/ui/badge';
import {
  DialogBody,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { formatShortDate } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
import { useAdminOrganisationMembers } from './api';

const ROLE_LABELS: Record<OrgRole, MessageId> = {
  owner: 'admin.members.owner',
  admin: 'admin.members.admin',
  member: 'admin.members.member',
};

/** The Members dialog's content: one organisation's members and their roles, oldest first. */
export function OrganisationMembers({ organisation }: { organisation: AdminOrganisation }) {
  const t = useT();
  const members = useAdminOrganisationMembers(organisation.id);
  let content;
  if (members.isPending) content = <LoadingState label={t('admin.members.loading')} />;
  else if (members.isError)
    content = (
      <ErrorState
        title={t('admin.error')}
        message={t('admin.members.failed')}
        retrying={members.isFetching}
        onRetry={() => void members.refetch()}
      />
    );
  else if (members.data.items.length === 0)
    content = <EmptyState title={t('admin.members.empty')} />;
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
                <p className="text-sm wrap-anywhere text-ink-muted">
                  <bdi dir="ltr">{member.email}</bdi>
                </p>
              ) : null}
              <p className="text-xs text-ink-muted">
                {t.rich('admin.members.joined', {
                  date: formatShortDate(member.joinedAt),
                  time: (chunks) => <time dateTime={member.joinedAt}>{chunks}</time>,
                })}
              </p>
            </div>
            <Badge tone={member.role === 'member' ? 'neutral' : 'brand'}>
              {t(ROLE_LABELS[member.role])}
            </Badge>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('admin.members.title')}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          <bdi>{organisation.name}</bdi> ·{' '}
          {t('admin.members.count', { count: organisation.memberCount })}
        </DialogDescription>
      </DialogHeader>
      <DialogBody label={t('admin.members.label', { name: organisation.name })}>
        {content}
      </DialogBody>
    </>
  );
}
