import { useState } from 'react';
import type { AdminUser } from '../../../shared/admin';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SearchField, SelectField } from '../../components/ui/form-field';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { AdminList } from './admin-list';
import { AdminPageHeader } from './admin-ui';
import { useAdminUsers, useSetAdmin } from './api';
import { useFailureToast } from './use-failure-toast';
import { useListSearch } from './use-list-search';
import {
  NO_USER_FILTERS,
  STATUS_CHOICES,
  toUserFilters,
  type UserFilterChoices,
  type YesNoAny,
} from './user-filters';
import { UserItem } from './user-item';
import { DeleteUserDialog } from './delete-user-dialog';

/** A filter's three choices, each label a message id. */
const yesNo = (yes: MessageId, no: MessageId) =>
  [
    { value: 'any', label: 'admin.users.any' },
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ] as const satisfies readonly { value: YesNoAny; label: MessageId }[];

const ROLE_CHOICES = yesNo('admin.users.admins', 'admin.users.notAdmins');
const EMAIL_CHOICES = yesNo('admin.users.verified', 'admin.users.unverified');
const SUBSCRIPTION_CHOICES = yesNo('admin.users.hasSubscription', 'admin.users.noSubscription');

/** Admin Users (docs/product.md#screens-admin): server-side search (debounced) and filters, 10 a page, admin role changes. */
export function UsersPage() {
  const t = useT();
  const me = useCurrentUser();
  const { search, setSearch, term, page, setPage } = useListSearch();
  const [choices, setChoices] = useState<UserFilterChoices>(NO_USER_FILTERS);
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ page, search: term, filters: toUserFilters(choices) });
  const setAdmin = useSetAdmin();
  useFailureToast(users.isError ? users.errorUpdatedAt : 0, translate('admin.users.failed'));
  const choicesOf = <V extends string>(list: readonly { value: V; label: MessageId }[]) =>
    list.map(({ value, label }) => ({ value, label: t(label) }));

  const choose = <K extends keyof UserFilterChoices>(key: K, value: UserFilterChoices[K]) => {
    setChoices((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  const granting = target ? !target.isAdmin : false;
  const targetName = target ? target.fullName || target.name || target.email : '';

  const confirm = async () => {
    if (!target) return;
    try {
      await setAdmin.mutateAsync({ userId: target.id, isAdmin: granting });
    } catch {
      // Toasted by the mutation.
    }
    setTarget(null);
  };

  return (
    <>
      <AdminPageHeader title={t('admin.users.title')} description={t('admin.users.description')} />
      <section
        aria-label={t('admin.users.find')}
        className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs lg:grid-cols-4"
      >
        <SearchField
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          className="col-span-2 lg:col-span-4"
        />
        <SelectField
          label={t('admin.users.role')}
          value={choices.isAdmin}
          options={choicesOf(ROLE_CHOICES)}
          onValueChange={(value) => choose('isAdmin', value)}
        />
        <SelectField
          label={t('admin.users.email')}
          value={choices.verified}
          options={choicesOf(EMAIL_CHOICES)}
          onValueChange={(value) => choose('verified', value)}
        />
        <SelectField
          label={t('admin.users.subscription')}
          value={choices.hasSubscription}
          options={choicesOf(SUBSCRIPTION_CHOICES)}
          onValueChange={(value) => choose('hasSubscription', value)}
        />
        <SelectField
          label={t('admin.users.subscriptionStatus')}
          value={choices.subscriptionStatus}
          options={choicesOf(STATUS_CHOICES)}
          onValueChange={(value) => choose('subscriptionStatus', value)}
        />
      </section>

      <AdminList
        label={t('admin.users.title')}
        pagesLabel={t('admin.users.pages')}
        rangeMessage="admin.users.range"
        loadingLabel={t('admin.users.loading')}
        query={users}
        page={page}
        onPageChange={setPage}
        failedMessage={t('admin.users.failed')}
        empty={{ title: t('admin.users.empty'), text: t('admin.users.emptyText') }}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((user) => (
              <UserItem
                key={user.id}
                user={user}
                isSelf={user.id === me.id}
                onToggleAdmin={setTarget}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </AdminList>

      <ConfirmDialog
        open={target !== null}
        title={t(granting ? 'admin.users.grantTitle' : 'admin.users.revokeTitle')}
        description={t(
          granting ? 'admin.users.grantDescription' : 'admin.users.revokeDescription',
          { name: targetName },
        )}
        confirmLabel={t(granting ? 'admin.users.grantConfirm' : 'admin.users.revokeConfirm')}
        danger={!granting}
        busy={setAdmin.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
