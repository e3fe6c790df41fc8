import type { ReactNode } from 'react';
import { CircleAlert, Inbox, RotateCw, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { failureMessage } from '../../lib/http';
import { Button } from './button';
import { Notice } from './notice';
import { Spinner } from './spinner';

/** A part of a page whose data is on its way, said in words beside the spinner. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-16 text-sm text-slate-700',
        className,
      )}
    >
      <Spinner className="h-5 w-5 text-brand-700" />
      {label}
    </div>
  );
}

/** A list with nothing in it: what is missing, why, and what to do about it. */
export function EmptyState({
  title,
  icon: Icon = Inbox,
  headingLevel,
  children,
  action,
}: {
  title: string;
  icon?: LucideIcon;
  /** A heading when the title names a section of the page; plain text otherwise. */
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
  action?: ReactNode;
}) {
  const Title = headingLevel ?? 'p';
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <Title className="mt-4 text-lg font-bold text-ink">{title}</Title>
      {children ? (
        <p className="mt-1.5 max-w-sm text-sm leading-relaxed text-ink-muted">{children}</p>
      ) : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/** A load that failed: its message in an alert, and a way to ask again. */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
}: {
  title?: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const t = useT();
  return (
    <Notice
      icon={CircleAlert}
      title={title}
      className="items-center"
      action={
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={cn('h-4 w-4', retrying && 'animate-spin')} />
          {t('common.retry')}
        </Button>
      }
    >
      <p>{message}</p>
    </Notice>
  );
}

/** What `WhenLoaded` reads of a query (TanStack Query's result has all of it). */
export interface LoadingQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

type LoadedData<Q> = Q extends LoadingQuery<infer Data> ? Exclude<Data, undefined> : never;

/**
 * A part of a page drawn from one or more loads: the spinner with `loading` while any is on its
 * way, the first failure with a Retry that asks again for each that failed, else `children` with
 * each query's data in the order given.
 */
export function WhenLoaded<const Queries extends readonly LoadingQuery<unknown>[]>({
  queries,
  loading,
  failure,
  titled = false,
  compact = false,
  children,
}: {
  queries: Queries;
  /** The spinner's words: "Loading the domains…". */
  loading: string;
  /** The load's own failure text; a refusal by the server shows the server's reason instead. */
  failure: string;
  /**
   * The failure text as the alert's title above the server's reason, for a load that is the whole
   * page (once only, when the reason is that text).
   */
  titled?: boolean;
  /** Less room for the spinner, for a list inside a panel. */
  compact?: boolean;
  children: (...data: { [Index in keyof Queries]: LoadedData<Queries[Index]> }) => ReactNode;
}) {
  if (queries.some((query) => query.isPending))
    return <LoadingState label={loading} className={compact ? 'py-8' : undefined} />;
  const failed = queries.filter((query) => query.isError);
  if (failed.length) {
    const message = failureMessage(failed[0]?.error, failure);
    return (
      <ErrorState
        // The title says what failed when the message is the server's reason, not the same words.
        title={titled && message !== failure ? failure : undefined}
        message={message}
        retrying={queries.some((query) => query.isFetching)}
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  }
  // Every query has its data here: none is pending and none failed.
  const data = queries.map((query) => query.data) as {
    [Index in keyof Queries]: LoadedData<Queries[Index]>;
  };
  return <>{children(...data)}</>;
}
