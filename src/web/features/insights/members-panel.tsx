import { useId } from 'react';
import type { MemberFigures } from '../../../shared/analytics';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { formatCount } from '../../lib/insights';

const COLUMNS = [
  ['cards', 'insights.figure.cards'],
  ['views', 'insights.figure.views'],
  ['uniqueVisitors', 'insights.figure.uniqueVisitors'],
  ['scans', 'insights.figure.scans'],
  ['saves', 'insights.figure.saves'],
  ['clicks', 'insights.figure.clicks'],
  ['leads', 'insights.figure.leads'],
] as const satisfies readonly (readonly [keyof MemberFigures, MessageId])[];

/**
 * An organisation's figures per member (docs/product.md#team-insights-and-leads), for its owners
 * and admins: each member with the cards assigned to them and those cards' counts over the range,
 * most views first, and the cards assigned to no one last. A table for everyone (no chart): it
 * scrolls sideways on a narrow screen, the member's name staying readable.
 */
export function MembersPanel({
  members,
  range,
}: {
  members: readonly MemberFigures[];
  range: string;
}) {
  const t = useT();
  const headingId = useId();
  const noCards = members.every((member) => member.cards === 0);
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('insights.members.title')}
      </h2>
      <p className="mt-0.5 text-sm text-ink-muted">
        {t('insights.members.description', { range })}
      </p>
      {noCards ? (
        <p className="mt-4 text-sm text-ink-muted">{t('insights.members.none')}</p>
      ) : (
        <div
          role="region"
          aria-label={t('insights.members.asTable')}
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-xl border border-slate-200"
        >
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">{t('insights.members.caption', { range })}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th
                  scope="col"
                  className="border-b border-slate-200 px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {t('insights.members.member')}
                </th>
                {COLUMNS.map(([key, label]) => (
                  <th
                    key={key}
                    scope="col"
                    className="border-b border-slate-200 px-3 py-2 text-end text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase"
                  >
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr
                  key={member.memberId ?? 'unassigned'}
                  className="border-b border-slate-100 last:border-0"
                >
                  <th scope="row" className="min-w-40 px-3 py-2 font-medium text-ink">
                    <span className={cn('block wrap-anywhere', !member.memberId && 'italic')}>
                      {member.memberId
                        ? member.name || <bdi dir="ltr">{member.email}</bdi>
                        : t('insights.members.unassigned')}
                    </span>
                    {member.memberId && member.name ? (
                      <span className="block text-xs font-normal wrap-anywhere text-ink-muted">
                        <bdi dir="ltr">{member.email}</bdi>
                      </span>
                    ) : null}
                  </th>
                  {COLUMNS.map(([key]) => (
                    <td key={key} className="px-3 py-2 text-end text-slate-800 tabular-nums">
                      {formatCount(member[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
