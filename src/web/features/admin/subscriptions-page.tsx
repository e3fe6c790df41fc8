import { useState } from 'react';
import { Download, Plus, RefreshCw } from 'lucide-react';
import {
  ADMIN_MAX_PAGE_BUTTONS,
  ADMIN_PAGE_SIZE,
  type AdminSubscription,
  type ReconcileResult,
} from '../../../shared/admin';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SearchField, SelectField } from '../../components/ui/form-field';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { BusyButton } from '../../components/ui/submit-button';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { pageCountOf, pageOf } from '../../lib/paging';
import { rangeValues } from './admin-list';
import { toast } from '../../lib/toast';
import { AdminPageHeader, RowDialog } from './admin-ui';
import {
  useAdminSubscriptions,
  useCancelAdminSubscription,
  useReconcileSubscriptions,
  useSubscriptionStats,
} from './api';
import { changeText, reconcileHeadline, reconcileToastText } from './reconcile-summary';
import { downloadText } from '../../lib/download';
import { AddSubscriptionDialog, EditSubscriptionForm } from './subscription-form-dialogs';
import { filterSubscriptions, subscriptionsCsv, subscriptionsCsvName } from './subscription-rows';
import { SubscriptionStatsTiles } from './subscription-stats';
import { SubscriptionDetails } from './subscription-details';
import { SubscriptionsTable, type SubscriptionAction } from './subscriptions-table';
import { STATUS_CHOICES, type StatusChoice } from './user-filters';

/** Admin Subscriptions (docs/product.md#screens-admin): stats, a client-filtered table 10 a page, Export, Add, View, Edit, Cancel. */
export function SubscriptionsPage() {
  const t = useT();
  const subscriptions = useAdminSubscriptions();
  const stats = useSubscriptionStats();
  const cancel = useCancelAdminSubscription();
  const reconcile = useReconcileSubscriptions();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<StatusChoice>('any');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<{ action: SubscriptionAction; row: AdminSubscription } | null>(
    null,
  );
  const [reconciled, setReconciled] = useState<ReconcileResult | null>(null);

  const filtered = filterSubscriptions(subscriptions.data ?? [], text, status);
  const pageCount = pageCountOf(filtered.length, ADMIN_PAGE_SIZE);
  const shownPage = Math.min(page, pageCount);
  const rows = pageOf(filtered, shownPage, ADMIN_PAGE_SIZE);
  const dialogRow = (action: SubscriptionAction) => (open?.action === action ? open.row : null);
  const toCancel = dialogRow('cancel');

  const exportCsv = () => {
    downloadText(subscriptionsCsv(filtered), subscriptionsCsvName(), 'text/csv;charset=utf-8');
    toast.success(translate('admin.subs.exported', { count: filtered.length }));
  };

  const runReconcile = async () => {
    try {
      const result = await reconcile.mutateAsync({});
      setReconciled(result);
      toast.success(reconcileToastText(result));
    } catch {
      // Toasted by the mutation.
    }
  };

  const confirmCancel = async () => {
    if (!toCancel) return;
    try {
      await cancel.mutateAsync({ id: toCancel.id });
    } catch {
      // Toasted by the mutation.
    }
    setOpen(null);
  };

  return (
    <>
      <AdminPageHeader
        title={t('admin.subs.title')}
        description={t('admin.subs.description')}
        actions={
          <>
            <BusyButton
              variant="outline"
              size="sm"
              busy={reconcile.isPending}
              onClick={() => void runReconcile()}
            >
              {reconcile.isPending ? null : <RefreshCw aria-hidden="true" className="h-4 w-4" />}
              {t('admin.subs.reconcile')}
            </BusyButton>
            <Button variant="outline" size="sm" disabled={!subscriptions.data} onClick={exportCsv}>
              <Download aria-hidden="true" className="h-4 w-4" />
              {t('admin.subs.export')}
            </Button>
            <Button size="sm" aria-haspopup="dialog" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('admin.subs.add')}
            </Button>
          </>
        }
      />
      {reconciled ? (
        <Notice tone={reconciled.failed ? 'warning' : 'success'}>
          <p>{reconcileHeadline(reconciled)}</p>
          {reconciled.changes.length > 0 ? (
            <ul className="mt-1 list-disc ps-5 wrap-anywhere">
              {reconciled.changes.map((change) => (
                <li key={change.subscriptionId}>
                  <bdi>{changeText(change)}</bdi>
                </li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      {stats.data ? <SubscriptionStatsTiles stats={stats.data} /> : null}

      {subscriptions.isError ? (
        <ErrorState
          title={t('admin.error')}
          message={t('admin.subs.failed')}
          retrying={subscriptions.isFetching}
          onRetry={() => void subscriptions.refetch()}
        />
      ) : (
        <section
          aria-label={t('admin.subs.list')}
          aria-busy={subscriptions.isFetching || undefined}
          className="space-y-4"
        >
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
            <SearchField
              label={t('admin.subs.filter')}
              placeholder={t('admin.subs.filterPlaceholder')}
              value={text}
              onChange={(value) => {
                setText(value);
                setPage(1);
              }}
            />
            <SelectField
              label={t('admin.subs.status')}
              value={status}
              options={STATUS_CHOICES.map(({ value, label }) => ({ value, label: t(label) }))}
              onValueChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
            />
          </div>
          {subscriptions.isPending ? (
            <LoadingState label={t('admin.subs.loading')} />
          ) : rows.length === 0 ? (
            <EmptyState title={t('admin.subs.empty')}>
              {text || status !== 'any' ? t('admin.subs.emptyFiltered') : t('admin.subs.emptyNone')}
            </EmptyState>
          ) : (
            <>
              <p role="status" className="text-sm text-ink-muted">
                {t('admin.subs.range', rangeValues(shownPage, rows.length, filtered.length))}
              </p>
              <SubscriptionsTable
                rows={rows}
                onAction={(action, row) => setOpen({ action, row })}
              />
            </>
          )}
          <Pagination
            label={t('admin.subs.pages')}
            page={shownPage}
            pageCount={pageCount}
            onPageChange={setPage}
            maxButtons={ADMIN_MAX_PAGE_BUTTONS}
          />
        </section>
      )}

      <AddSubscriptionDialog open={adding} onOpenChange={setAdding} />
      <RowDialog
        row={dialogRow('view')}
        onClose={() => setOpen(null)}
        size="md"
        closeLabel={t('admin.subs.closeDetails')}
      >
        {(row) => <SubscriptionDetails row={row} />}
      </RowDialog>
      <RowDialog
        row={dialogRow('edit')}
        onClose={() => setOpen(null)}
        size="sm"
        closeLabel={t('admin.subs.closeEdit')}
      >
        {(row) => (
          <EditSubscriptionForm key={row.id} subscription={row} onDone={() => setOpen(null)} />
        )}
      </RowDialog>
      <ConfirmDialog
        open={toCancel !== null}
        title={t('admin.subs.cancelTitle')}
        description={t('admin.subs.cancelDescription', {
          name: toCancel?.organisation_name ?? toCancel?.user_email ?? '',
        })}
        confirmLabel={t('admin.subs.cancelConfirm')}
        cancelLabel={t('admin.subs.keep')}
        danger
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setOpen(null)}
      >
        <p className="text-sm text-slate-800">
          {toCancel?.status === 'trialing'
            ? t('admin.subs.cancelTrial')
            : t('admin.subs.cancelActive')}
        </p>
      </ConfirmDialog>
    </>
  );
}
