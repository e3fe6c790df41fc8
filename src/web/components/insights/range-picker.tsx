import { useState } from 'react';
import { INSIGHT_RANGES, type InsightRange } from '../../../shared/analytics';
import { useT } from '../../lib/i18n/use-t';
import { rangeLabel } from '../../lib/insights';

/**
 * The four ranges as one row of radio buttons: arrow keys move between them, and a screen reader
 * hears a group of four with the chosen one.
 */
export function RangePicker({
  value,
  onChange,
  name = 'insights-range',
}: {
  value: InsightRange;
  onChange: (days: InsightRange) => void;
  name?: string;
}) {
  // The choice shows at once; the page's value (from the address) arrives a moment later, and
  // wins whenever it changes (the back button, a link).
  const t = useT();
  const [chosen, setChosen] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setChosen(value);
  }
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('insights.range.legend')}
      </legend>
      <div className="inline-flex max-w-full flex-wrap rounded-xl border border-slate-300 bg-white p-1 shadow-xs">
        {INSIGHT_RANGES.map((days) => (
          <label
            key={days}
            className="relative cursor-pointer rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-brand-600/40"
          >
            <input
              type="radio"
              name={name}
              value={days}
              checked={chosen === days}
              onChange={() => {
                setChosen(days);
                onChange(days);
              }}
              // Over the whole segment, unseen: a click anywhere on it is a click on the radio.
              className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0"
            />
            {rangeLabel(days)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
