import { saveRate, type AnalyticsTotals } from '../../../shared/analytics';
import { botsNote, formatCount, formatPercent } from '../../lib/insights';

const TILES = [
  { key: 'views', label: 'Views' },
  { key: 'uniqueVisitors', label: 'Unique visitors' },
  { key: 'scans', label: 'QR scans' },
  { key: 'nfcTaps', label: 'NFC taps' },
  { key: 'saves', label: 'Contacts saved' },
  { key: 'clicks', label: 'Link clicks' },
  { key: 'shares', label: 'Shares' },
  { key: 'leads', label: 'Leads' },
  { key: 'blockedLeads', label: 'Leads blocked', note: 'Looked automated: not kept' },
] as const satisfies readonly { key: keyof AnalyticsTotals; label: string; note?: string }[];

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
  return (
    <section aria-label={label} className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        {TILES.map((tile) => (
          <Tile
            key={tile.key}
            label={tile.label}
            value={formatCount(totals[tile.key])}
            note={'note' in tile ? tile.note : undefined}
          />
        ))}
        <Tile
          label="Save rate"
          value={formatPercent(saveRate(totals))}
          note="Contacts saved per unique visitor"
        />
      </dl>
      {totals.bots > 0 ? <p className="text-sm text-ink-muted">{botsNote(totals.bots)}</p> : null}
    </section>
  );
}
