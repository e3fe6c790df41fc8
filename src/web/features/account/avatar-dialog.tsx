import { useId, useRef, useState } from 'react';
import { Trash2, Upload } from 'lucide-react';
import { IMAGE_MESSAGES } from '../../../shared/images';
import { UserAvatar } from '../../components/ui/avatar';
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

interface AvatarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  email: string;
  /** What the avatar shows now, pending change included. */
  currentImageUrl: string | null;
  onApply: (image: PendingImage) => void;
}

/** Spec §2 image dialog: choose, preview, then Apply (held until save) or Remove. */
export function AvatarDialog({ open, onOpenChange, ...props }: AvatarDialogProps) {
  // The picker lives inside the content, which unmounts on close: every opening starts afresh.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel="Close profile picture dialog">
        <AvatarPicker {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AvatarPicker({
  name,
  email,
  currentImageUrl,
  onApply,
  onClose,
}: Omit<AvatarDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const config = usePublicConfig();
  const maxFileSize = config.data?.MAX_FILE_SIZE;
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFileChange = (file: File | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file, maxFileSize);
    if (inputRef.current) inputRef.current.value = '';
    if (problem) {
      setError(problem);
      setChosen(null);
      return;
    }
    setError(null);
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  };

  const previewUrl = chosen?.previewUrl ?? currentImageUrl;
  const configMissing = config.isError;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Profile picture</DialogTitle>
        <DialogDescription>Choose a picture, check the preview, then apply it.</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-5">
        <div className="flex justify-center">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt="Preview of the profile picture"
              className="h-32 w-32 rounded-full border border-slate-200 object-cover shadow-sm"
            />
          ) : (
            <UserAvatar name={name} email={email} className="h-32 w-32 text-5xl" />
          )}
        </div>
        <div className="space-y-1.5 text-center">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={IMAGE_INPUT_ACCEPT}
            className="sr-only"
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            onChange={(event) => onFileChange(event.target.files?.[0])}
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-5 text-sm font-semibold text-ink hover:bg-slate-50 has-[+input:focus-visible]:outline-3"
          >
            <Upload aria-hidden="true" className="h-4 w-4" />
            Choose a picture
          </label>
          <p id={`${inputId}-hint`} className="text-xs text-ink-muted">
            {configMissing ? IMAGE_MESSAGES.limitNotConfigured : imageHint(maxFileSize)}
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
