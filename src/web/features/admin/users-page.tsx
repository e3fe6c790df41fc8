import { useState } from 'react';
import { ADMIN_MESSAGES, ADMIN_SEARCH_DEBOUNCE_MS, type AdminUser } from '../../../shared/admin';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { AdminPagination } from './admin-pagination';
import {
  AdminPageHeader,
  EmptyState,
  ErrorState,
  LoadingState,
  SearchField,
  SelectField,
} from './admin-ui';
import { useAdminUsers, useSetAdmin } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { pageCountOf, rangeText } from '../../lib/paging';
import { useDebouncedValue } from './use-debounced-value';
import { useFailureToast } from './use-failure-toast';
import {
  NO_USER_FILTERS,
  STATUS_CHOICES,
  toUserFilters,
  type UserFilterChoices,
  type YesNoAny,
} from './user-filters';
import { UserItem } from './user-item';

const yesNo = (yes: string, no: string, any: string) =>
  [
    { value: 'any', label: any },
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ] as const satisfies readonly { value: YesNoAny; label: string }[];

/** Spec §2 Admin Users: server-side search (debounced) and filters, 10 a page, admin role changes. */
export function UsersPage() {
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<UserFilterChoices>(NO_USER_FILTERS);
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<AdminUser | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ page, search: debouncedSearch, filters: toUserFilters(choices) });
  const setAdmin = useSetAdmin();
  useFailureToast(users.isError ? users.errorUpdatedAt : 0, ADMIN_MESSAGES.usersFailed);

  // A new search shows its first page.
  const [lastSearch, setLastSearch] = useState(debouncedSearch);
  if (lastSearch !== debouncedSearch) {
    setLastSearch(debouncedSearch);
    setPage(1);
  }

  const choose = <K extends keyof UserFilterChoices>(key: K, value: UserFilterChoices[K]) => {
    setChoices((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  const items = users.data?.items ?? [];
  const totalCount = users.data?.totalCount ?? 0;
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
          onChange={(value) => choose('isAdmin', value)}
        />
        <SelectField
          label="E-mail"
          value={choices.verified}
          options={yesNo('Verified', 'Unverified', 'Any')}
          onChange={(value) => choose('verified', value)}
        />
        <SelectField
          label="Subscription"
          value={choices.hasSubscription}
          options={yesNo('Has a subscription', 'No subscription', 'Any')}
          onChange={(value) => choose('hasSubscription', value)}
        />
        <SelectField
          label="Subscription status"
          value={choices.subscriptionStatus}
          options={STATUS_CHOICES}
          onChange={(value) => choose('subscriptionStatus', value)}
        />
      </section>

      <section aria-label="Users" aria-busy={users.isFetching || undefined} className="space-y-4">
        {users.isPending ? (
          <LoadingState label="Loading users…" />
        ) : users.isError ? (
          <ErrorState message={ADMIN_MESSAGES.usersFailed} onRetry={() => void users.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title="No users found">Try another search or fewer filters.</EmptyState>
        ) : (
          <>
            <p role="status" className="text-sm text-ink-muted">
              {rangeText(page, items.length, totalCount, 'users')}
            </p>
            <ul className="space-y-3">
              {items.map((user) => (
                <UserItem
                  key={user.id}
                  user={user}
                  isSelf={user.id === me.id}
                  onToggleAdmin={setTarget}
                />
              ))}
            </ul>
          </>
        )}
        <AdminPagination
          label="User pages"
          page={page}
          pageCount={pageCountOf(totalCount)}
          onPageChange={setPage}
        />
      </section>

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
    </>
  );
}
