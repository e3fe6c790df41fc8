import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { Card } from '../../../shared/card';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { BackgroundSection } from './background-section';
import { HomeScreenSection } from './home-screen-section';
import { LocalAddressBanner } from './local-address';
import { NfcSection } from './nfc-section';
import { PrintSection } from './print-section';
import { QrSection } from './qr-section';
import { SignatureSection } from './signature-section';
import { WalletSection } from './wallet-section';

/**
 * `/share?id=`: every way to take one card beyond its page (docs/product.md#share). Each section is
 * its own component with the card as its only input; a section with nothing to offer on this
 * server or browser says so and what works instead.
 */
export function SharePage({
  id,
  query,
  messages,
}: {
  /** The card id from the address (`null` when missing). */
  id: string | null;
  /** The owner's card, as the cards feature loads it for editing. */
  query: UseQueryResult<Card>;
  messages: { missingId: string; loadFailed: string };
}) {
  let content: ReactNode;
  if (!id) content = <Notice>{messages.missingId}</Notice>;
  else if (query.isPending) content = <PageSpinner label="Loading card…" />;
  else if (query.isError) content = <Notice>{messages.loadFailed}</Notice>;
  else content = <ShareSections card={query.data} />;
  return (
    <>
      <PageMeta title="Share your card" noindex />
      <div className="flex-1 bg-slate-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            My Cards
          </Link>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink">Share your card</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">
            {query.data ? <>{query.data.fullName}: </> : null}
            your wallet, your e-mail signature, your video calls, an NFC tag, paper, or a phone with
            no network. Every way leads to the same card page.
          </p>
          <div className="mt-8">{content}</div>
        </div>
      </div>
    </>
  );
}

function ShareSections({ card }: { card: Card }) {
  return (
    <>
      <LocalAddressBanner />
      <div className="grid gap-6 lg:grid-cols-2">
        <WalletSection card={card} />
        <SignatureSection card={card} />
        <BackgroundSection card={card} />
        <QrSection card={card} />
        <PrintSection card={card} />
        <NfcSection card={card} />
        <HomeScreenSection card={card} />
      </div>
    </>
  );
}
