import { useId, useRef, useState, type DragEvent } from 'react';
import { FileText, ImageUp, Paperclip, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { cn } from '../../lib/cn';
import { formatFileSize } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
import { acceptAttribute, type AttachmentLimits } from './attachment-rules';

export interface ChosenFile {
  id: string;
  file: File;
  /** An object URL for images, revoked when the file leaves the list. */
  previewUrl: string | null;
}

interface AttachmentFieldProps {
  files: ChosenFile[];
  /** The limits, or the product's message when the configuration is missing. */
  limits: AttachmentLimits | undefined;
  configError: string | undefined;
  errors: string[];
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/** A small preview for images; other files get an icon. */
function Thumbnail({ url }: { url: string | null }) {
  if (!url) {
    return (
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
        <FileText aria-hidden="true" className="h-5 w-5" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      className="h-10 w-10 shrink-0 rounded-lg border border-slate-200 object-cover"
    />
  );
}

/**
 * Support page (docs/product.md#screens-support): files added by the picker, by drag and drop, or by pasting (the page
 * listens for paste); each listed with its size and a Remove button.
 */
export function AttachmentField({
  files,
  limits,
  configError,
  errors,
  disabled,
  onAdd,
  onRemove,
}: AttachmentFieldProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const errorsId = useId();
  const unavailable = disabled || !limits;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (unavailable) return;
    onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {t('support.attachments.label')}{' '}
          <span className="font-normal text-ink-muted">{t('support.attachments.optional')}</span>
        </span>
        {limits ? (
          <span className="text-xs text-ink-muted" aria-live="polite">
            {t('support.attachments.count', { count: files.length, max: limits.maxFiles })}
          </span>
        ) : null}
      </div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!unavailable) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="attachment-drop-zone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
          unavailable && 'opacity-70',
        )}
      >
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-700 shadow-xs">
          <ImageUp aria-hidden="true" className="h-5 w-5" />
        </span>
        <p className="text-sm text-slate-700">
          {t.rich('support.attachments.drop', {
            strong: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
          })}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={unavailable}
          onClick={() => inputRef.current?.click()}
        >
          <Paperclip aria-hidden="true" className="h-4 w-4" />
          {t('support.attachments.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          aria-label={t('support.attachments.attach')}
          accept={limits ? acceptAttribute(limits.allowedTypes) : undefined}
          disabled={unavailable}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // Clear the input so choosing the same file again still adds it.
            event.target.value = '';
            onAdd(chosen);
          }}
        />
        <p id={hintId} className="text-xs text-ink-muted">
          {limits
            ? t('support.attachments.limits', {
                max: limits.maxFiles,
                size: formatFileSize(limits.maxBytes),
              })
            : (configError ?? t('support.attachments.loadingLimits'))}
        </p>
      </div>

      {configError ? <Notice tone="warning">{configError}</Notice> : null}
      {errors.length ? (
        <Notice id={errorsId} tone="error">
          <ul className="space-y-0.5">
            {errors.map((message, index) => (
              <li key={`${index}-${message}`}>{message}</li>
            ))}
          </ul>
        </Notice>
      ) : null}

      {files.length ? (
        <ul
          aria-label={t('support.attachments.list')}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        >
          {files.map(({ id, file, previewUrl }) => (
            <li key={id} className="flex items-center gap-3 px-3 py-2.5">
              <Thumbnail url={previewUrl} />
              <span className="min-w-0 flex-1">
                <bdi className="block truncate text-sm font-medium text-ink" title={file.name}>
                  {file.name}
                </bdi>
                <span className="block text-xs text-ink-muted">{formatFileSize(file.size)}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                aria-label={t('support.attachments.removeFile', { name: file.name })}
                onClick={() => onRemove(id)}
              >
                <X aria-hidden="true" className="h-4 w-4" />
                <span className="hidden sm:inline">{t('support.attachments.remove')}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
