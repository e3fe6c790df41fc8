import { useId, useRef, useState } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { IMAGE_MESSAGES } from '../../../shared/images';
import { ProfileAvatar } from '../../../shared/ui/profile-avatar';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/form-field';
import {
  IMAGE_INPUT_ACCEPT,
  imageHint,
  validateImageFile,
  type PendingImage,
} from '../../lib/image-file';
import { usePublicConfig } from '../../lib/public-config';

export type CardImageKind = 'profile' | 'banner';

export const IMAGE_DIALOG_TEXT: Record<
  CardImageKind,
  { title: string; description: string; choose: string; previewAlt: string }
> = {
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
};

interface CardImageDialogProps {
  kind: CardImageKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card holder's name, for the default avatar. */
  name: string;
  /** What the card shows now, pending change included. */
  currentImageUrl: string | null;
  onApply: (image: PendingImage) => void;
}

/** Spec §2 image dialogs: choose, preview, then Apply (held until save) or Remove. */
export function CardImageDialog({ open, onOpenChange, ...props }: CardImageDialogProps) {
  // The picker lives inside the content, which unmounts on close: every opening starts afresh.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        closeLabel={`Close ${IMAGE_DIALOG_TEXT[props.kind].title.toLowerCase()} dialog`}
      >
        <ImagePicker {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Whether the browser can read the file at all (a file removed or locked since it was picked). */
async function canReadFile(file: File): Promise<boolean> {
  try {
    await file.slice(0, 16).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function ImagePicker({
  kind,
  name,
  currentImageUrl,
  onApply,
  onClose,
}: Omit<CardImageDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const text = IMAGE_DIALOG_TEXT[kind];
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const config = usePublicConfig();
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reject = (message: string) => {
    setError(message);
    setChosen((previous) => {
      if (previous) URL.revokeObjectURL(previous.previewUrl);
      return null;
    });
  };

  const onFileChange = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const maxFileSize = config.data?.MAX_FILE_SIZE ?? (await config.refetch()).data?.MAX_FILE_SIZE;
    const problem = validateImageFile(file, maxFileSize);
    if (problem) return reject(problem);
    if (!(await canReadFile(file))) return reject(IMAGE_MESSAGES.readError);
    setError(null);
    setChosen((previous) => {
      if (previous) URL.revokeObjectURL(previous.previewUrl);
      return { file, previewUrl: URL.createObjectURL(file) };
    });
  };

  const previewUrl = chosen?.previewUrl ?? currentImageUrl;
  const describedBy = [`${inputId}-hint`, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <DialogHeader>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-5">
        <div className="flex justify-center">
          {kind === 'profile' ? (
            previewUrl ? (
              <img
                src={previewUrl}
                alt={text.previewAlt}
                width={128}
                height={128}
                onError={() => reject(IMAGE_MESSAGES.readError)}
                className="h-32 w-32 rounded-full border border-slate-200 object-cover shadow-sm"
              />
            ) : (
              <ProfileAvatar
                name={name}
                imageUrl={null}
                size={128}
                className="h-32 w-32"
                textClassName="text-4xl"
              />
            )
          ) : (
            <div className="relative h-28 w-full overflow-hidden rounded-xl bg-linear-to-br from-indigo-700 via-violet-600 to-fuchsia-500">
              {previewUrl ? (
                <img
                  src={previewUrl}
                  alt={text.previewAlt}
                  onError={() => reject(IMAGE_MESSAGES.readError)}
                  className="absolute inset-0 h-full w-full object-cover"
                />
              ) : null}
            </div>
          )}
        </div>
        <div className="space-y-1.5 text-center">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={IMAGE_INPUT_ACCEPT}
            className="peer sr-only"
            aria-describedby={describedBy}
            onChange={(event) => void onFileChange(event.target.files?.[0])}
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-5 text-sm font-semibold text-ink hover:bg-slate-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
          >
            <ImageUp aria-hidden="true" className="h-4 w-4" />
            {text.choose}
          </label>
          <p id={`${inputId}-hint`} className="text-xs text-ink-muted">
            {config.isError
              ? IMAGE_MESSAGES.limitNotConfigured
              : imageHint(config.data?.MAX_FILE_SIZE)}
          </p>
          {chosen ? <p className="text-sm break-all text-slate-700">{chosen.file.name}</p> : null}
          <div role="alert">
            <FieldError id={`${inputId}-error`} message={error ?? undefined} />
          </div>
        </div>
      </DialogBody>
      <DialogFooter className="sm:justify-between">
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          disabled={!currentImageUrl && !chosen}
          onClick={() => {
            if (chosen) URL.revokeObjectURL(chosen.previewUrl);
            onApply({ kind: 'remove' });
            onClose();
          }}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Remove
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            disabled={!chosen}
            onClick={() => {
              if (!chosen) return;
              onApply({ kind: 'upload', ...chosen });
              onClose();
            }}
          >
            Apply
          </Button>
        </div>
      </DialogFooter>
    </>
  );
}
