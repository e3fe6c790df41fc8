import type { UseQueryResult } from '@tanstack/react-query';
import type { Card } from '../../../shared/card';
import { useT } from '../../lib/i18n/use-t';
import { BackgroundSection } from './background-section';
import { HomeScreenSection } from './home-screen-section';
import { LocalAddressBanner } from './local-address';
import { NfcSection } from './nfc-section';
import { OwnerCardPage, type OwnerCardMessages } from './owner-card-page';
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
  messages: OwnerCardMessages;
}) {
  const t = useT();
  return (
    <OwnerCardPage
      id={id}
      query={query}
      messages={messages}
      title={t('share.title')}
      back={{ to: '/', label: t('share.back') }}
      intro={t('share.intro')}
    >
      {(card) => <ShareSections card={card} />}
    </OwnerCardPage>
  );
}

function ShareSections({ card }: { card: Card }) {
  return (
    <>
      <LocalAddressBanner />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
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
