import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { Card } from '../../../shared/card';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { useT } from '../../lib/i18n/use-t';

/** What an owner-card page says when the address names no card, or the card does not load. */
export interface OwnerCardMessages {
  missingId: string;
  loadFailed: string;
}

/**
 * The frame of a page about one of the owner's cards (`/share?id=`, `/signature?id=`): a link
 * back, the page's title, the card's name before the page's introduction, then the page's own
 * content once the card is loaded, or a spinner, or what went wrong.
 */
export function OwnerCardPage({
  id,
  query,
  messages,
  title,
  back,
  intro,
  children,
}: {
  /** The card id from the address (`null` when missing). */
  id: string | null;
  /** The owner's card, as the cards feature loads it for editing. */
  query: UseQueryResult<Card>;
  messages: OwnerCardMessages;
  /** The page's heading and the browser tab's title. */
  title: string;
  back: { to: string; label: string };
  /** The sentence after the card's name. */
  intro: ReactNode;
  /** The page's content for the loaded card. */
  children: (card: Card) => ReactNode;
}) {
  const t = useT();
  let content: ReactNode;
  if (!id) content = <Notice>{messages.missingId}</Notice>;
  else if (query.isPending) content = <PageSpinner label={t('share.loadingCard')} />;
  else if (query.isError) content = <Notice>{messages.loadFailed}</Notice>;
  else content = children(query.data);
  return (
    <>
      <PageMeta title={title} noindex />
      <div className="flex-1 bg-slate-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <Link
            to={back.to}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {back.label}
          </Link>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">
            {query.data
              ? t.rich('share.cardName', {
                  name: query.data.fullName,
                  bdi: (chunks) => <bdi>{chunks}</bdi>,
                })
              : null}
            {intro}
          </p>
          <div className="mt-8">{content}</div>
        </div>
      </div>
    </>
  );
}
