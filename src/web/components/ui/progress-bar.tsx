import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { cn } from '../../lib/cn';

interface ProgressBarProps {
  /** 0 to 100; more shows a full bar. */
  percent: number;
  /** The id of the visible text that names the bar. */
  labelledBy: string;
  /** `inverse`: a white bar on a coloured panel. */
  tone?: 'brand' | 'inverse';
  className?: string;
}

/** '42%' as the active language writes a percentage ('42 %' in German and French). */
export const percentText = (intl: IntlShape, percent: number): string =>
  intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });

/** A bar that fills with a percentage, read out by screen readers as that percentage. */
export function ProgressBar({ percent, labelledBy, tone = 'brand', className }: ProgressBarProps) {
  const intl = useIntl();
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={percentText(intl, percent)}
      className={cn(
        'h-2 overflow-hidden rounded-full',
        tone === 'inverse' ? 'bg-white/20' : 'bg-slate-200',
        className,
      )}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-200',
          tone === 'inverse' ? 'bg-white' : 'bg-brand-700',
        )}
        style={{ width: `${Math.min(Math.max(percent, 0), 100)}%` }}
      />
    </div>
  );
}

/**
 * How far an upload has gone: `sending` while the bytes go out, then `waiting` while the server
 * works on them.
 */
export function UploadProgress({
  fraction,
  sending,
  waiting,
}: {
  fraction: number;
  sending: string;
  waiting: string;
}) {
  const intl = useIntl();
  const labelId = useId();
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between gap-3 text-sm font-medium text-slate-700">
        <span id={labelId}>{percent < 100 ? sending : waiting}</span>
        <span aria-hidden="true">{percentText(intl, percent)}</span>
      </div>
      <ProgressBar percent={percent} labelledBy={labelId} />
    </div>
  );
}
