import { useEffect, useState } from 'react';
import { ImageUp } from 'lucide-react';
import { ProfileAvatar } from '../../../shared/ui/profile-avatar';
import { Button } from '../../components/ui/button';
import type { PendingImage } from '../../lib/image-file';
import { CardImageDialog, IMAGE_DIALOG_TEXT, type CardImageKind } from './image-dialog';

/** A pending image, whose preview address is released once it is replaced or left. */
export function usePendingImage() {
  const [pending, setPending] = useState<PendingImage>(null);
  useEffect(
    () => () => {
      if (pending?.kind === 'upload') URL.revokeObjectURL(pending.previewUrl);
    },
    [pending],
  );
  return [pending, setPending] as const;
}

/** What the card shows with a pending change applied. */
export function shownImageUrl(pending: PendingImage, savedUrl: string | null): string | null {
  if (pending?.kind === 'upload') return pending.previewUrl;
  if (pending?.kind === 'remove') return null;
  return savedUrl;
}

interface ImageControlProps {
  kind: CardImageKind;
  name: string;
  savedUrl: string | null;
  pending: PendingImage;
  onChange: (image: PendingImage) => void;
}

/** One image of the card: a thumbnail, the dialog button and the 'Pending change' badge. */
export function ImageControl({ kind, name, savedUrl, pending, onChange }: ImageControlProps) {
  const [open, setOpen] = useState(false);
  const text = IMAGE_DIALOG_TEXT[kind];
  const url = shownImageUrl(pending, savedUrl);
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 p-3">
      {kind === 'profile' ? (
        <ProfileAvatar
          name={name}
          imageUrl={url}
          size={56}
          className="h-14 w-14"
          textClassName="text-lg"
        />
      ) : (
        <span className="relative h-14 w-20 shrink-0 overflow-hidden rounded-lg bg-linear-to-br from-indigo-700 via-violet-600 to-fuchsia-500">
          {url ? (
            <img
              src={url}
              alt="Banner image"
              className="absolute inset-0 h-full w-full object-cover"
            />
          ) : null}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="text-sm font-semibold text-ink">{text.title}</p>
        {pending ? (
          <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            Pending change
            <span className="font-normal">
              {pending.kind === 'remove' ? '(will be removed)' : '(new image)'}
            </span>
          </p>
        ) : (
          <p className="text-xs text-ink-muted">{url ? 'Saved with the card' : 'None yet'}</p>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-label={`Change ${text.title.toLowerCase()}`}
        onClick={() => setOpen(true)}
      >
        <ImageUp aria-hidden="true" className="h-4 w-4" />
        Change
      </Button>
      <CardImageDialog
        kind={kind}
        open={open}
        onOpenChange={setOpen}
        name={name}
        currentImageUrl={url}
        onApply={(image) => onChange(image?.kind === 'remove' && !savedUrl ? null : image)}
      />
    </div>
  );
}
