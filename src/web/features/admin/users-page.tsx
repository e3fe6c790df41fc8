import { useState } from 'react';
import { ADMIN_MESSAGES, type AdminUser } from '../../../shared/admin';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SearchField, SelectField } from '../../components/ui/form-field';
import { useCurrentUser } from '../../lib/auth/use-auth';
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

const yesNo = (yes: string, no: string, any: string) =>
  [
    { value: 'any', label: any },
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ] as const satisfies readonly { value: YesNoAny; label: string }[];

/** Admin Users (docs/product.md#screens-admin): server-side search (debounced) and filters, 10 a page, admin role changes. */
export function UsersPage() {
  const me = useCurrentUser();
  const { search, setSearch, term, page, setPage } = useListSearch();
  const [choices, setChoices] = useState<UserFilterChoices>(NO_USER_FILTERS);
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ page, search: term, filters: toUserFilters(choices) });
  const setAdmin = useSetAdmin();
  useFailureToast(users.isError ? users.errorUpdatedAt : 0, ADMIN_MESSAGES.usersFailed);

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
      <AdminPageHeader title="Users" description="Everyone with an account, 10 at a time." />
      <section
        aria-label="Find users"
        className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs lg:grid-cols-4"
      >
        <SearchField
          label="Search users"
          placeholder="Name or e-mail"
          value={search}
          onChange={setSearch}
          className="col-span-2 lg:col-span-4"
        />
        <SelectField
          label="Role"
          value={choices.isAdmin}
          options={yesNo('Admins', 'Not admins', 'Any')}
          onValueChange={(value) => choose('isAdmin', value)}
        />
        <SelectField
          label="E-mail"
          value={choices.verified}
          options={yesNo('Verified', 'Unverified', 'Any')}
          onValueChange={(value) => choose('verified', value)}
        />
        <SelectField
          label="Subscription"
          value={choices.hasSubscription}
          options={yesNo('Has a subscription', 'No subscription', 'Any')}
          onValueChange={(value) => choose('hasSubscription', value)}
        />
        <SelectField
          label="Subscription status"
          value={choices.subscriptionStatus}
          options={STATUS_CHOICES}
          onValueChange={(value) => choose('subscriptionStatus', value)}
        />
      </section>

      <AdminList
        label="Users"
        pagesLabel="User pages"
        noun="users"
        loadingLabel="Loading users…"
        query={users}
        page={page}
        onPageChange={setPage}
        failedMessage={ADMIN_MESSAGES.usersFailed}
        empty={{ title: 'No users found', text: 'Try another search or fewer filters.' }}
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
        title={granting ? 'Grant admin' : 'Revoke admin'}
        description={
          granting
            ? `${targetName} will see the admin console and can change users, cards and subscriptions.`
            : `${targetName} will no longer see the admin console.`
        }
        confirmLabel={granting ? 'Yes, grant admin' : 'Yes, revoke admin'}
        danger={!granting}
        busy={setAdmin.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
