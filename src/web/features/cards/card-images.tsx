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

type CardImageKind = 'profile' | 'banner' | 'logo';

const IMAGE_TEXT: Record<CardImageKind, ImagePickerText> = {
  profile: {
    title: 'Profile picture',
    description: 'Choose a picture, check the preview, then apply it. It is saved with the card.',
    choose: 'Choose a picture',
    previewAlt: 'Preview of the profile picture',
  },
  banner: {
    title: 'Banner image',
    description:
      'Choose a wide image for the top of the card, then apply it. It is saved with the card.',
    choose: 'Choose a banner',
    previewAlt: 'Preview of the banner image',
  },
  logo: {
    title: 'Company logo',
    description:
      'Choose your company logo (a PNG keeps its transparent background), then apply it. It is saved with the card.',
    choose: 'Choose a logo',
    previewAlt: 'Preview of the company logo',
  },
};

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
export function ImageControl({
  kind,
  name,
  image,
  lockedNote,
  savedText = 'Saved with the card',
}: ImageControlProps) {
  const [open, setOpen] = useState(false);
  const text = IMAGE_TEXT[kind];
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
              alt="Company logo"
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
              alt="Banner image"
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
        aria-label={`Change ${text.title.toLowerCase()}`}
        disabled={Boolean(lockedNote)}
        onClick={() => setOpen(true)}
      >
        <ImageUp aria-hidden="true" className="h-4 w-4" />
        Change
      </Button>
      <div className="col-span-2 col-start-2 min-w-0 self-start sm:col-span-1">
        {lockedNote ? (
          <LockedNote text={lockedNote} />
        ) : image.pending ? (
          <PendingChangeBadge pending={image.pending} noun="image" />
        ) : (
          <p className="text-xs text-ink-muted">{url ? savedText : 'None yet'}</p>
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
