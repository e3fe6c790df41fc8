import { Video } from 'lucide-react';
import { useState } from 'react';
import {
  BACKGROUND_LAYOUTS,
  BACKGROUND_PREVIEW_HEIGHT,
  BACKGROUND_PREVIEW_WIDTH,
  cardBackgroundUrl,
  type BackgroundLayoutId,
} from '../../../shared/background';
import type { Card } from '../../../shared/card';
import { DownloadButton } from '../../components/ui/download-button';
import { Panel } from '../../components/ui/panel';
import { RadioCardGroup } from '../../components/ui/radio-card-group';
import { useLocalAddressWarning } from './local-address';

/**
 * The share page's "Video-call background" section (docs/product.md#share-background): the
 * layouts as previews (the same drawing at 480×270), one chosen, downloaded at 1920×1080.
 */
export function BackgroundSection({ card }: { card: Card }) {
  const [layout, setLayout] = useState<BackgroundLayoutId>('corner');
  const local = useLocalAddressWarning('The QR code of a background made here');
  return (
    <Panel
      title="Video-call background"
      icon={Video}
      description="Your name, title, company and a QR code to your card behind you in Zoom, Google Meet or Microsoft Teams."
    >
      <RadioCardGroup
        legend="Layout"
        name="background-layout"
        className="mt-4"
        listClassName="grid grid-cols-1 gap-3 sm:grid-cols-3"
        value={layout}
        onChange={setLayout}
        options={BACKGROUND_LAYOUTS.map((option) => ({
          value: option.id,
          label: option.label,
          description: option.description,
          media: (
            <img
              src={cardBackgroundUrl(card, option.id, 'preview')}
              alt=""
              width={BACKGROUND_PREVIEW_WIDTH}
              height={BACKGROUND_PREVIEW_HEIGHT}
              loading="lazy"
              className="aspect-video h-auto w-full rounded-lg border border-slate-200 bg-slate-100"
            />
          ),
        }))}
      />
      {local.warning}
      <DownloadButton
        url={cardBackgroundUrl(card, layout)}
        fallbackName="background.png"
        failureText="Could not make the background. Please try again."
        className="mt-4"
        describedBy={local.describedBy}
      >
        Download background
      </DownloadButton>
      <p className="mt-3 text-sm text-ink-muted">
        Set it as your virtual background: in Zoom under Settings › Backgrounds &amp; effects, in
        Google Meet under Apply visual effects › Backgrounds, in Teams under Video effects ›
        Backgrounds, then add the downloaded image. Your own preview is mirrored, so the text looks
        reversed to you; everyone else sees it the right way round.
      </p>
    </Panel>
  );
}
