import { useSearchParams } from 'react-router';
import { ChartNoAxesColumn } from 'lucide-react';
import type { AnalyticsSummary, InsightRange } from '../../../shared/analytics';
import type { OrgSummary } from '../../../shared/organisations';
import { BreakdownPanel, DailyPanel } from '../../components/insights/insight-panels';
import { RangePicker } from '../../components/insights/range-picker';
import { StatTiles } from '../../components/insights/stat-tiles';
import { ButtonLink } from '../../components/ui/button';
import { ExportButtons } from '../../components/ui/export-buttons';
import { SelectField } from '../../components/ui/form-field';
import { PageMeta } from '../../components/ui/page-meta';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { failureMessage } from '../../lib/http';
import { useT } from '../../lib/i18n/use-t';
import { ORG_PARAM, withOrg } from '../../lib/org-context';
import { orgRoleMay } from '../../lib/organisations';
import {
  blockedLeadsNote,
  botsNote,
  deviceLabel,
  exportUrl,
  linkLabel,
  rangeFromParam,
  rangeLabel,
  sourceLabel,
} from '../../lib/insights';
import { ALL_CARDS, cardPickerOptions, type CardChoice } from '../../lib/card-picker';
import { INSIGHTS_MESSAGES, useAnalyticsSummary } from './api';
import { MembersPanel } from './members-panel';

/** The figures once they are here: tiles, the daily chart and the three breakdowns. */
function Figures({ summary, range }: { summary: AnalyticsSummary; range: string }) {
  const t = useT();
  return (
    <>
      <StatTiles totals={summary.totals} label={t('insights.totals')} />
      <DailyPanel daily={summary.daily} range={range} />
      <div className="grid gap-6 lg:grid-cols-3">
        <BreakdownPanel
          title={t('insights.sources.title')}
          column={t('insights.sources.column')}
          rows={summary.sources.map((row) => ({
            label: sourceLabel(row.source),
            count: row.count,
          }))}
          empty={t('insights.sources.empty')}
          range={range}
        />
        <BreakdownPanel
          title={t('insights.links.title')}
          column={t('insights.links.column')}
          rows={summary.links.map((row) => ({ label: linkLabel(row.link), count: row.count }))}
          empty={t('insights.links.empty')}
          range={range}
        />
        <BreakdownPanel
          title={t('insights.devices.title')}
          column={t('insights.devices.column')}
          rows={summary.devices.map((row) => ({
            label: deviceLabel(row.device),
            count: row.count,
          }))}
          empty={t('insights.sources.empty')}
          range={range}
        />
      </div>
    </>
  );
}

/** Whose figures the page shows, in its heading's words (docs/product.md#team-insights-and-leads). */
function introOf(t: ReturnType<typeof useT>, organisation: OrgSummary | null) {
  if (!organisation) return { title: t('insights.title'), text: t('insights.intro.own') };
  const all = orgRoleMay(organisation.role, 'view', 'insights');
  const values = { organisation: organisation.name };
  return {
    title: t('insights.orgTitle', values),
    text: t(all ? 'insights.intro.orgAll' : 'insights.intro.orgGiven', values),
  };
}

/**
 * Insights (docs/product.md#insights): the figures of all the user's cards, or of the one in
 * `?cardId=`, over the range in `?days=`. Both live in the address so a My Cards tile can link
 * straight to its card and a reload keeps the choice. With an organisation (`?org=`), the figures
 * of its cards the user may see: every card for owners and admins (with a table by member over
 * all of them), a member's own for a member.
 */
export function InsightsPage({
  cards,
  organisation,
}: {
  cards: readonly CardChoice[] | undefined;
  organisation: OrgSummary | null;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const cardId = params.get('cardId') || null;
  const days = rangeFromParam(params.get('days'));
  const orgId = organisation?.id ?? null;
  const summary = useAnalyticsSummary({
    ...(orgId ? { orgId } : {}),
    ...(cardId ? { cardId } : {}),
    days,
  });
  const range = rangeLabel(days);
  const intro = introOf(t, organisation);

  const choose = (next: { cardId?: string | null; days?: InsightRange }) => {
    const query = new URLSearchParams();
    const nextCard = next.cardId === undefined ? cardId : next.cardId;
    if (nextCard) query.set('cardId', nextCard);
    query.set('days', String(next.days ?? days));
    if (organisation) query.set(ORG_PARAM, organisation.slug);
    setParams(query, { replace: true, preventScrollReset: true });
  };

  const options = cardPickerOptions(cards, cardId ?? undefined);

  let content;
  if (summary.isPending) content = <LoadingState label={t('insights.loading')} />;
  else if (summary.isError)
    content = (
      <ErrorState
        title={INSIGHTS_MESSAGES.loadFailed}
        message={failureMessage(summary.error, INSIGHTS_MESSAGES.loadFailed)}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />
    );
  else if (summary.data.totals.views === 0)
    content = (
      <EmptyState
        icon={ChartNoAxesColumn}
        title={t('insights.empty.title')}
        headingLevel="h2"
        action={
          <ButtonLink to={withOrg('/', organisation?.slug ?? null)} variant="outline">
            {t('insights.empty.goToCards')}
          </ButtonLink>
        }
      >
        {t(organisation ? 'insights.empty.shareOrg' : 'insights.empty.shareOwn')}{' '}
        {t('insights.empty.soon')}
        {summary.data.totals.bots > 0 ? ` ${botsNote(summary.data.totals.bots)}` : null}
        {summary.data.totals.blockedLeads > 0
          ? ` ${blockedLeadsNote(summary.data.totals.blockedLeads)}`
          : null}
      </EmptyState>
    );
  else content = <Figures summary={summary.data} range={range} />;

  return (
    <>
      <PageMeta title={intro.title} noindex />
      <div className="flex-1 bg-slate-50">
        <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="min-w-0">
              <h1 className="text-3xl font-extrabold tracking-tight break-words text-ink">
                {intro.title}
              </h1>
              <p className="mt-1 text-sm text-ink-muted">{intro.text}</p>
            </div>
            <ExportButtons
              excelUrl={exportUrl(cardId, days, 'xlsx', orgId)}
              csvUrl={exportUrl(cardId, days, 'csv', orgId)}
              fileName="insights"
            />
          </div>
          <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
            <SelectField
              label={t('insights.card')}
              className="w-full sm:w-72"
              options={options}
              value={cardId ?? ALL_CARDS}
              onValueChange={(value) => choose({ cardId: value || null })}
            />
            <RangePicker value={days} onChange={(next) => choose({ days: next })} />
          </div>
          <div
            aria-busy={summary.isFetching || undefined}
            className={cn(
              'space-y-6 transition-opacity',
              summary.isPlaceholderData && 'opacity-60',
            )}
          >
            {content}
            {summary.data?.members && !summary.isError ? (
              <MembersPanel members={summary.data.members} range={range} />
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
