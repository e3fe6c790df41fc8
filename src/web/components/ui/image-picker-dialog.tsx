import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import {
  IMAGE_MAX_ASPECT_RATIO,
  IMAGE_MAX_PIXELS,
  IMAGE_MESSAGES,
  IMAGE_MIN_SIDE,
  imageShapeProblem,
  isAcceptedImageType,
} from '../../../shared/images';
import { megabytesToBytes } from '../../../shared/public-config';
import { BANNER_GRADIENT } from '../../../shared/ui/brand';
import { rezoomOffset, sourceSquare, type Offset, type Size } from '../../lib/crop';
import {
  cropImage,
  downscaleImage,
  sizeOf,
  IMAGE_INPUT_ACCEPT,
  validateImageFile,
  type PendingImage,
} from '../../lib/image-file';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { usePublicConfig } from '../../lib/public-config';
import { Badge } from './badge';
import { Button } from './button';
import { CROP_FRAME, CropFrame } from './crop-frame';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useNamedCloseLabel,
} from './dialog';
import { FieldError } from './form-field';

export interface ImagePickerText {
  /** The dialog's title ('Profile picture'), also in its close button's name. */
  title: string;
  description: string;
  /** The file button's label ('Choose a picture'). */
  choose: string;
  /** The preview's text ('Preview of the profile picture'). */
  previewAlt: string;
}

interface ImagePickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: ImagePickerText;
  /** `round`: a person's picture; `wide`: a banner. */
  /** `logo`: shown whole (transparency kept) on a light box, not cropped. */
  shape: 'round' | 'wide' | 'logo';
  /** What a round picker shows before there is a picture (the person's initials). */
  placeholder?: ReactNode;
  /** What the owner shows now, a pending change included. */
  currentImageUrl: string | null;
  /** A new picture to upload, or its removal; either waits for the owner's save. */
  onApply: (image: PendingImage) => void;
}

/**
 * The image dialogs of the card (picture and banner) and of the account (avatar): choose a file,
 * see it, then Apply it or Remove the image; both are held as a 'Pending change' until the form
 * is saved. The file is checked against the configured limit (read again if it had not loaded)
 * and must be readable and decodable before it can be applied. A round picture is positioned and
 * zoomed in its frame, and what the frame shows is cropped to a square on Apply.
 */
export function ImagePickerDialog({ open, onOpenChange, ...props }: ImagePickerDialogProps) {
  const closeLabel = useNamedCloseLabel(props.text.title);
  // The picker lives inside the content, which unmounts on close: every opening starts afresh.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel={closeLabel}>
        <ImagePicker {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * A file's problem in the active language: the shared checks (src/shared/images.ts) say it in
 * English, as the server does; one they add later is shown as it is.
 */
function imageProblemText(problem: string, maxFileSize: number | undefined): string {
  if (problem === IMAGE_MESSAGES.invalidType) return translate('common.image.invalidType');
  if (problem === IMAGE_MESSAGES.limitNotConfigured)
    return translate('common.image.limitNotConfigured');
  if (maxFileSize && problem === IMAGE_MESSAGES.tooLarge(maxFileSize))
    return translate('common.image.tooLarge', { megabytes: maxFileSize });
  return problem;
}

const UNCROPPED = { natural: null, zoom: 1, offset: { x: 0, y: 0 } };

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
  text,
  shape,
  placeholder,
  currentImageUrl,
  onApply,
  onClose,
}: Omit<ImagePickerDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const t = useT();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const config = usePublicConfig();
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The round picture's crop: centred cover until the owner moves or zooms it.
  const [crop, setCrop] = useState<{ natural: Size | null; zoom: number; offset: Offset }>(
    UNCROPPED,
  );
  const [applying, setApplying] = useState(false);
  // The chosen file's preview address is released when the picker closes without applying it.
  const unapplied = useRef<string | null>(null);
  useEffect(() => {
    unapplied.current = chosen?.previewUrl ?? null;
  }, [chosen]);
  useEffect(
    () => () => {
      if (unapplied.current) URL.revokeObjectURL(unapplied.current);
    },
    [],
  );

  const choose = (next: { file: File; previewUrl: string } | null) => {
    setCrop(UNCROPPED);
    setChosen((previous) => {
      if (previous) URL.revokeObjectURL(previous.previewUrl);
      return next;
    });
  };

  const reject = (message: string) => {
    setError(message);
    choose(null);
  };

  const onFileChange = async (picked: File | undefined) => {
    let file = picked;
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const maxFileSize = config.data?.MAX_FILE_SIZE ?? (await config.refetch()).data?.MAX_FILE_SIZE;
    let problem = validateImageFile(file, maxFileSize);
    // Too large, in bytes or in pixels: a phone photo is made to fit before it is refused, or
    // before the server refuses it (docs/product.md#validation-images).
    const tooManyBytes = Boolean(maxFileSize) && file.size > megabytesToBytes(maxFileSize ?? 0);
    const size = !problem && isAcceptedImageType(file.type) ? await sizeOf(file) : null;
    // A shape the server refuses is said at once, not when the form is saved.
    const shape = size && imageShapeProblem(size.width, size.height);
    if (shape && size)
      return reject(
        // As strings: a size in pixels is written without a thousands separator.
        t('common.image.shape', {
          width: String(size.width),
          height: String(size.height),
          minSide: String(IMAGE_MIN_SIDE),
          maxRatio: IMAGE_MAX_ASPECT_RATIO,
        }),
      );
    const tooManyPixels = size !== null && size.width * size.height > IMAGE_MAX_PIXELS;
    if (
      (tooManyPixels || (problem && tooManyBytes)) &&
      maxFileSize &&
      isAcceptedImageType(file.type)
    ) {
      const smaller = await downscaleImage(file, megabytesToBytes(maxFileSize));
      if (smaller) {
        file = smaller;
        problem = null;
      }
    }
    if (problem) return reject(imageProblemText(problem, maxFileSize));
    if (!(await canReadFile(file))) return reject(t('common.image.readError'));
    setError(null);
    choose({ file, previewUrl: URL.createObjectURL(file) });
  };

  const previewUrl = chosen?.previewUrl ?? currentImageUrl;
  const previewLook =
    shape === 'round'
      ? {
          width: 128,
          height: 128,
          className: 'h-32 w-32 rounded-full border border-slate-200 object-cover shadow-sm',
        }
      : {
          className: `absolute inset-0 h-full w-full ${shape === 'logo' ? 'object-contain p-3' : 'object-cover'}`,
        };
  const cropping = shape === 'round' && chosen !== null;
  const preview = cropping ? (
    <CropFrame
      src={chosen.previewUrl}
      alt={text.previewAlt}
      natural={crop.natural}
      zoom={crop.zoom}
      offset={crop.offset}
      onLoad={(natural) => setCrop({ ...UNCROPPED, natural })}
      onError={() => reject(t('common.image.readError'))}
      onOffsetChange={(offset) => setCrop((current) => ({ ...current, offset }))}
      onZoomChange={(zoom) =>
        setCrop((current) =>
          current.natural
            ? {
                ...current,
                zoom,
                offset: rezoomOffset(
                  current.natural,
                  CROP_FRAME,
                  current.zoom,
                  zoom,
                  current.offset,
                ),
              }
            : current,
        )
      }
    />
  ) : previewUrl ? (
    <img
      src={previewUrl}
      alt={text.previewAlt}
      // A file the browser cannot decode is refused here, before it is uploaded.
      onError={() => reject(t('common.image.readError'))}
      {...previewLook}
    />
  ) : null;
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
          {shape === 'round' ? (
            (preview ?? placeholder)
          ) : (
            <div
              className={`relative h-28 w-full overflow-hidden rounded-xl ${shape === 'logo' ? 'border border-slate-200 bg-slate-50' : BANNER_GRADIENT}`}
            >
              {preview}
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
              ? t('common.image.limitNotConfigured')
              : config.data?.MAX_FILE_SIZE
                ? t('common.image.hint', { megabytes: config.data.MAX_FILE_SIZE })
                : t('common.image.hintNoLimit')}
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
            choose(null);
            onApply({ kind: 'remove' });
            onClose();
          }}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('common.image.remove')}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </DialogClose>
          <Button
            disabled={!chosen || applying || (cropping && !crop.natural)}
            onClick={async () => {
              if (!chosen) return;
              if (cropping && crop.natural) {
                setApplying(true);
                const square = sourceSquare(crop.natural, CROP_FRAME, crop.zoom, crop.offset);
                const cropped = await cropImage(chosen.file, square, crop.natural);
                setApplying(false);
                // The owner keeps the cropped picture's address and releases it; the chosen
                // file's own address is released as the picker closes.
                if (cropped) {
                  onApply({
                    kind: 'upload',
                    file: cropped,
                    previewUrl: URL.createObjectURL(cropped),
                  });
                  onClose();
                  return;
                }
                // A browser that shows the photo but cannot draw it uploads it uncropped.
              }
              // The owner keeps the preview address from here, and releases it.
              unapplied.current = null;
              onApply({ kind: 'upload', ...chosen });
              onClose();
            }}
          >
            {t('common.image.apply')}
          </Button>
        </div>
      </DialogFooter>
    </>
  );
}

/** 'Pending change' beside an image, and what the change is, until the form is saved. */
export function PendingChangeBadge({
  pending,
  noun,
}: {
  pending: PendingImage;
  noun: 'picture' | 'image';
}) {
  const t = useT();
  if (!pending) return null;
  const change =
    pending.kind === 'remove'
      ? noun === 'picture'
        ? t('common.image.pendingRemovePicture')
        : t('common.image.pendingRemoveImage')
      : noun === 'picture'
        ? t('common.image.pendingNewPicture')
        : t('common.image.pendingNewImage');
  return (
    // One line: cut short with an ellipsis where even that does not fit, never a wrapped blob.
    <Badge tone="warning" className="max-w-full">
      <span className="truncate">
        {t('common.image.pending')} <span className="font-normal">{change}</span>
      </span>
    </Badge>
  );
}
