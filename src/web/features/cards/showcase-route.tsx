import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicCard } from '../../../shared/card';
import { CardView } from '../../../shared/ui/card-view';
import { offersExchange, OwnerActions, VisitorActions } from '../../../shared/ui/showcase-body';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { isApiError } from '../../lib/http';
import { toast } from '../../lib/toast';
import { translate } from '../../lib/i18n/intl';
import { providePageTexts } from '../../showcase/page-texts';
import {
  AFTER_DELETE_PATH,
  DELETE_CONFIRM_MESSAGE,
  DELETE_FAILED_MESSAGE,
  DELETE_REDIRECT_DELAY_MS,
  EXCHANGE_LOAD_FAILED_MESSAGE,
  requestCardDeletion,
  SHARE_COPIED_MESSAGE,
  SHARE_FAILED_MESSAGE,
  shareCard,
} from '../../showcase/card-actions';
import { useAuth } from '../../lib/auth/use-auth';
import { useCardFont } from '../../lib/card-font';
import { cn } from '../../lib/cn';
import { CARD_MESSAGES, useShowcaseCard } from './api';
import { CardNotFound } from './card-not-found';
import { useT } from '../../lib/i18n/use-t';

const vcardUrlOf = (id: string) => `/api/card/get-vcard?${new URLSearchParams({ id }).toString()}`;

function ShowcaseSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      className="mx-auto w-full max-w-3xl animate-pulse overflow-hidden rounded-3xl bg-white shadow-card"
    >
      <span className="sr-only">{t('editor.loadingCard')}</span>
      <div className="h-40 bg-slate-200 sm:h-56" />
      <div className="px-5 pb-8 sm:px-10">
        <div className="-mt-16 h-32 w-32 rounded-full border-4 border-white bg-slate-300 sm:-mt-20 sm:h-36 sm:w-36" />
        <div className="mt-5 h-7 w-56 rounded bg-slate-200" />
        <div className="mt-3 h-5 w-40 rounded bg-slate-200" />
        <div className="mt-8 space-y-3">
          <div className="h-10 w-full max-w-sm rounded bg-slate-200" />
          <div className="h-10 w-full max-w-sm rounded bg-slate-200" />
          <div className="h-10 w-full max-w-sm rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

function useIsOwner(card: PublicCard | undefined): boolean {
  const auth = useAuth();
  return Boolean(card && auth.status === 'signedIn' && auth.user.card_ids.includes(card.id));
}

function LoadedCard({ card }: { card: PublicCard }) {
  const isOwner = useIsOwner(card);
  const [deleting, setDeleting] = useState(false);
  useCardFont(card.fontFamily);

  const onShare = async () => {
    try {
      if ((await shareCard(card.fullName, window.location.href)) === 'copied') {
        toast.success(SHARE_COPIED_MESSAGE);
      }
    } catch {
      toast.error(SHARE_FAILED_MESSAGE);
    }
  };

  const onDelete = async () => {
    if (!window.confirm(DELETE_CONFIRM_MESSAGE)) return;
    setDeleting(true);
    try {
      await requestCardDeletion(card.id);
      // A full load: the list, the user and the subscription all changed.
      window.setTimeout(() => window.location.assign(AFTER_DELETE_PATH), DELETE_REDIRECT_DELAY_MS);
    } catch {
      setDeleting(false);
      window.alert(DELETE_FAILED_MESSAGE);
    }
  };

  const onExchange = async (opener: HTMLElement | null) => {
    try {
      providePageTexts((key) => translate(`publicPage.script.${key}`));
      const { openLeadDialog } = await import('../../showcase/lead-dialog');
      openLeadDialog({ cardId: card.id, ownerName: card.fullName, opener });
    } catch {
      toast.error(EXCHANGE_LOAD_FAILED_MESSAGE);
    }
  };

  const description = [card.jobTitle, card.company].filter(Boolean).join(' | ');
  return (
    <>
      <PageMeta title={card.fullName} description={description || undefined} noindex />
      <CardView
        card={card}
        variant="page"
        qrCodeUrl={card.qrCodeUrl}
        heroActions={
          <VisitorActions
            card={card}
            vcardUrl={vcardUrlOf(card.id)}
            onShare={() => void onShare()}
            exchange={offersExchange(card, isOwner)}
            onExchange={() => void onExchange(document.activeElement as HTMLElement | null)}
          />
        }
        actions={
          isOwner ? (
            <OwnerActions card={card} onDelete={() => void onDelete()} deleting={deleting} />
          ) : undefined
        }
      />
    </>
  );
}

/**
 * `/showcase?id=` reached by client-side navigation (a full load gets the server-rendered page):
 * a skeleton, then the card, the not-found state, or an error (docs/product.md#screens-showcase, docs/product.md#messages-cards).
 */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useShowcaseCard(id);
  const isOwner = useIsOwner(query.data);
  // Two rows of buttons in the phone's bottom bar when Share your details is offered.
  const exchange = query.data ? offersExchange(query.data, isOwner) : false;

  let content;
  if (!id) {
    content = <Notice className="mx-auto max-w-xl">{CARD_MESSAGES.missingId}</Notice>;
  } else if (query.isPending) {
    content = <ShowcaseSkeleton />;
  } else if (query.isError) {
    content =
      isApiError(query.error) && query.error.status === 404 ? (
        <CardNotFound />
      ) : (
        <Notice className="mx-auto max-w-xl">{CARD_MESSAGES.showcaseFailed}</Notice>
      );
  } else {
    content = <LoadedCard card={query.data} />;
  }
  return (
    // On phones the bottom padding keeps the card clear of the fixed action bar.
    <div
      className={cn(
        'flex flex-1 flex-col bg-slate-100 px-3 pt-5 sm:px-6 sm:py-10',
        exchange ? 'pb-44' : 'pb-28',
      )}
    >
      {content}
    </div>
  );
}
