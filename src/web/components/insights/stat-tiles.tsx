import { saveRate, type AnalyticsTotals } from '../../../shared/analytics';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useT } from '../../lib/i18n/use-t';
import { botsNote, formatCount, formatPercent } from '../../lib/insights';

const TILES = [
  { key: 'views', label: 'insights.figure.views' },
  { key: 'uniqueVisitors', label: 'insights.figure.uniqueVisitors' },
  { key: 'scans', label: 'insights.figure.scans' },
  { key: 'nfcTaps', label: 'insights.figure.nfcTaps' },
  { key: 'saves', label: 'insights.figure.saves' },
  { key: 'clicks', label: 'insights.figure.clicks' },
  { key: 'shares', label: 'insights.figure.shares' },
  { key: 'leads', label: 'insights.figure.leads' },
  {
    key: 'blockedLeads',
    label: 'insights.figure.blockedLeads',
    note: 'insights.figure.blockedLeadsNote',
  },
] as const satisfies readonly {
  key: keyof AnalyticsTotals;
  label: MessageId;
  note?: MessageId;
}[];

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight text-ink tabular-nums">{value}</dd>
      {note ? <dd className="mt-0.5 text-xs text-ink-muted">{note}</dd> : null}
    </div>
  );
}

/**
 * The range's totals, the save rate among them, and what was kept out: the leads judged a
 * script's (a tile, so the owner sees if a person was taken for one) and the bots' visits.
 */
export function StatTiles({ totals, label }: { totals: AnalyticsTotals; label: string }) {
  const t = useT();
  return (
    <section aria-label={label} className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        {TILES.map((tile) => (
          <Tile
            key={tile.key}
            label={t(tile.label)}
            value={formatCount(totals[tile.key])}
            note={'note' in tile ? t(tile.note) : undefined}
          />
        ))}
        <Tile
          label={t('insights.figure.saveRate')}
          value={formatPercent(saveRate(totals))}
          note={t('insights.figure.saveRateNote')}
        />
      </dl>
      {totals.bots > 0 ? <p className="text-sm text-ink-muted">{botsNote(totals.bots)}</p> : null}
    </section>
  );
}
