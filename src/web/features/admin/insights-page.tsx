import { useSearchParams } from 'react-router';
import { DailyPanel } from '../../components/insights/insight-panels';
import { RangePicker } from '../../components/insights/range-picker';
import { StatTiles } from '../../components/insights/stat-tiles';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { formatCount, rangeFromParam, rangeLabel } from '../../lib/insights';
import { AdminPageHeader, ScrollTable, tdClasses } from './admin-ui';
import { useAdminAnalytics } from './api';
import { useFailureToast } from './use-failure-toast';

/**
 * Admin Insights (docs/product.md#insights): the platform's totals and views a day over a range,
 * and its most-viewed cards with their owners.
 */
export function InsightsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const days = rangeFromParam(params.get('days'));
  const figures = useAdminAnalytics(days);
  const range = rangeLabel(days);
  const failed = t('admin.insights.failed');
  useFailureToast(figures.isError ? figures.errorUpdatedAt : 0, failed);

  let content;
  if (figures.isPending) content = <LoadingState label={t('admin.insights.loading')} />;
  else if (figures.isError)
    content = (
      <ErrorState
        title={t('admin.error')}
        message={failed}
        retrying={figures.isFetching}
        onRetry={() => void figures.refetch()}
      />
    );
  else
    content = (
      <>
        <StatTiles totals={figures.data.totals} label={t('admin.insights.totals')} />
        <DailyPanel daily={figures.data.daily} range={range} />
        <section aria-labelledby="top-cards" className="space-y-3">
          <h2 id="top-cards" className="text-lg font-bold text-ink">
            {t('admin.insights.top')}
          </h2>
          {figures.data.topCards.length === 0 ? (
            <EmptyState title={t('admin.insights.topEmpty')} />
          ) : (
            <ScrollTable
              label={t('admin.insights.topLabel', { range })}
              columns={[
                t('admin.insights.card'),
                t('admin.insights.owner'),
                t('admin.insights.views'),
                t('admin.insights.unique'),
              ]}
            >
              {figures.data.topCards.map((card) => (
                <tr key={card.cardId}>
                  <td className={tdClasses}>
                    <a
                      href={`/showcase?id=${encodeURIComponent(card.cardId)}`}
                      target="_blank"
                      rel="noopener"
                      className="font-semibold wrap-anywhere text-brand-700 hover:underline"
                    >
                      {card.fullName}
                      <span className="sr-only"> {t('admin.newTab')}</span>
                    </a>
                    {card.title ? (
                      <span className="block text-xs wrap-anywhere text-ink-muted">
                        {card.title}
                      </span>
                    ) : null}
                  </td>
                  <td className={cn(tdClasses, 'wrap-anywhere')}>
                    <bdi dir="ltr">{card.ownerEmail}</bdi>
                  </td>
                  <td className={cn(tdClasses, 'tabular-nums')}>{formatCount(card.views)}</td>
                  <td className={cn(tdClasses, 'tabular-nums')}>
                    {formatCount(card.uniqueVisitors)}
                  </td>
                </tr>
              ))}
            </ScrollTable>
          )}
        </section>
      </>
    );

  return (
    <>
      <AdminPageHeader
        title={t('admin.insights.title')}
        description={t('admin.insights.description')}
        actions={
          <RangePicker
            value={days}
            onChange={(next) =>
              setParams(new URLSearchParams({ days: String(next) }), {
                replace: true,
                preventScrollReset: true,
              })
            }
          />
        }
      />
      <div
        aria-busy={figures.isFetching || undefined}
        className={cn('space-y-6 transition-opacity', figures.isPlaceholderData && 'opacity-60')}
      >
        {content}
      </div>
    </>
  );
}
