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
import type { MessageId } from '../../../shared/i18n/catalogue';
import { DownloadButton } from '../../components/ui/download-button';
import { Panel } from '../../components/ui/panel';
import { RadioCardGroup } from '../../components/ui/radio-card-group';
import { useT } from '../../lib/i18n/use-t';
import { useLocalAddressWarning } from './local-address';

/** Each layout's name and description. */
const LAYOUT_TEXT: Record<BackgroundLayoutId, [MessageId, MessageId]> = {
  corner: ['share.background.corner', 'share.background.cornerDescription'],
  side: ['share.background.side', 'share.background.sideDescription'],
  minimal: ['share.background.minimal', 'share.background.minimalDescription'],
};

/**
 * The share page's "Video-call background" section (docs/product.md#share-background): the
 * layouts as previews (the same drawing at 480×270), one chosen, downloaded at 1920×1080.
 */
export function BackgroundSection({ card }: { card: Card }) {
  const t = useT();
  const [layout, setLayout] = useState<BackgroundLayoutId>('corner');
  const local = useLocalAddressWarning(t('share.background.output'));
  return (
    <Panel
      title={t('share.background.title')}
      icon={Video}
      description={t('share.background.description')}
    >
      <RadioCardGroup
        legend={t('share.background.layout')}
        name="background-layout"
        className="mt-4"
        listClassName="grid grid-cols-1 gap-3 sm:grid-cols-3"
        value={layout}
        onChange={setLayout}
        options={BACKGROUND_LAYOUTS.map((option) => ({
          value: option.id,
          label: t(LAYOUT_TEXT[option.id][0]),
          description: t(LAYOUT_TEXT[option.id][1]),
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
        failureText={t('share.background.failed')}
        className="mt-4"
        describedBy={local.describedBy}
      >
        {t('share.background.download')}
      </DownloadButton>
      <p className="mt-3 text-sm text-ink-muted">{t('share.background.howTo')}</p>
    </Panel>
  );
}
