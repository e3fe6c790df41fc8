import { useState } from 'react';
import { ImageUp } from 'lucide-react';
import { BANNER_GRADIENT } from '../../../shared/ui/brand';
import { ProfileAvatar } from '../../../shared/ui/profile-avatar';
import { Button } from '../../components/ui/button';
import {
  ImagePickerDialog,
  PendingChangeBadge,
  type ImagePickerText,
} from '../../components/ui/image-picker-dialog';
import type { usePendingImage } from '../../lib/image-file';
import { LockedNote } from './card-design-controls';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';

type CardImageKind = 'profile' | 'banner' | 'logo';

/** An image's words in the picker and beside its thumbnail, in the active language. */
const imageText = (kind: CardImageKind): ImagePickerText & { change: string } => ({
  title: translate(`editor.image.${kind}`),
  description: translate(`editor.image.${kind}Help`),
  choose: translate(`editor.image.${kind}Choose`),
  previewAlt: translate(`editor.image.${kind}Alt`),
  change: translate(`editor.image.${kind}Change`),
});

interface ImageControlProps {
  kind: CardImageKind;
  /** The card holder's name, for the default avatar. */
  name: string;
  image: ReturnType<typeof usePendingImage>;
  /** "Set by <organisation>" when the brand kit locks this image: shown, not changed. */
  lockedNote?: string;
  /** The status line when nothing new is chosen and an image is stored. */
  savedText?: string;
}

/** One image of the card: a thumbnail, the dialog button and the 'Pending change' badge. */
export function ImageControl({ kind, name, image, lockedNote, savedText }: ImageControlProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const text = imageText(kind);
  const url = image.shownUrl;
  return (
    // On a phone the status line runs under the title and the button, so it has room for one line.
    <div className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1.5 rounded-xl border border-slate-200 p-3">
      {kind === 'profile' ? (
        <ProfileAvatar name={name} imageUrl={url} size={56} className="row-span-2" />
      ) : kind === 'logo' ? (
        <span className="relative row-span-2 h-14 w-20 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {url ? (
            <img
              src={url}
              alt={t('editor.image.logo')}
              className="absolute inset-0 h-full w-full object-contain p-1.5"
            />
          ) : null}
        </span>
      ) : (
        <span
          className={`relative row-span-2 h-14 w-20 shrink-0 overflow-hidden rounded-lg ${BANNER_GRADIENT}`}
        >
          {url ? (
            <img
              src={url}
              alt={t('editor.image.banner')}
              className="absolute inset-0 h-full w-full object-cover"
            />
          ) : null}
        </span>
      )}
      <p className="min-w-0 self-end text-sm font-semibold text-ink">{text.title}</p>
      <Button
        variant="outline"
        size="sm"
        className="sm:col-start-3 sm:row-span-2 sm:row-start-1"
        aria-haspopup="dialog"
        aria-label={text.change}
        disabled={Boolean(lockedNote)}
        onClick={() => setOpen(true)}
      >
        <ImageUp aria-hidden="true" className="h-4 w-4" />
        {t('editor.image.change')}
      </Button>
      <div className="col-span-2 col-start-2 min-w-0 self-start sm:col-span-1">
        {lockedNote ? (
          <LockedNote text={lockedNote} />
        ) : image.pending ? (
          <PendingChangeBadge pending={image.pending} noun="image" />
        ) : (
          <p className="text-xs text-ink-muted">
            {url ? (savedText ?? t('editor.image.saved')) : t('editor.image.none')}
          </p>
        )}
      </div>
      <ImagePickerDialog
        open={open}
        onOpenChange={setOpen}
        text={text}
        shape={kind === 'profile' ? 'round' : kind === 'logo' ? 'logo' : 'wide'}
        placeholder={<ProfileAvatar name={name} imageUrl={null} size={128} />}
        currentImageUrl={url}
        onApply={image.apply}
      />
    </div>
  );
}
