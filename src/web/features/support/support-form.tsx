import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Send } from 'lucide-react';
import { z } from 'zod';
import {
  SUPPORT_BODY_MAX_LENGTH,
  SUPPORT_MESSAGES,
  SUPPORT_SUBJECT_MESSAGES,
  SUPPORT_SUBJECTS,
  supportRequestFieldsSchema,
} from '../../../shared/support';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { UploadProgress } from '../../components/ui/progress-bar';
import { BusyButton } from '../../components/ui/submit-button';
import { cn } from '../../lib/cn';
import { usePublicConfig } from '../../lib/public-config';
import { toast, toastFailure } from '../../lib/toast';
import { useSendSupportRequest } from './api';
import { AttachmentField, type ChosenFile } from './attachment-field';
import { addAttachments, attachmentLimitsOf } from './attachment-rules';
import { useZodForm } from '../../lib/use-zod-form';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';

const fromRule = supportRequestFieldsSchema.shape.email;

/** The request's own rules; visitors must give a From address, signed-in users have none. */
const formSchemaFor = (signedIn: boolean) =>
  supportRequestFieldsSchema.omit({ email: true }).extend({
    email: z
      .string()
      .refine(
        (email) => signedIn || (email.trim() !== '' && fromRule.safeParse(email).success),
        SUPPORT_MESSAGES.invalidFrom,
      ),
  });
type FormValues = z.input<ReturnType<typeof formSchemaFor>>;

const emptyValues: FormValues = { subject: 'Support', body: '', email: '' };

let nextFileId = 0;

const revokePreview = (chosen: ChosenFile) => {
  if (chosen.previewUrl) URL.revokeObjectURL(chosen.previewUrl);
};

/** Files pasted anywhere on the page (a screenshot from the clipboard) while `enabled`. */
function usePastedFiles(enabled: boolean, onFiles: (files: File[]) => void) {
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (!files.length) return;
      event.preventDefault();
      onFiles(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [enabled, onFiles]);
}

export function SupportForm({
  signedIn,
  onVisitorSent,
}: {
  signedIn: boolean;
  /** Told the From address after a visitor's request awaits confirmation. */
  onVisitorSent: (email: string) => void;
}) {
  const t = useT();
  const send = useSendSupportRequest();
  const config = usePublicConfig();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);
  // Previews live as long as their file is listed, and no longer than the page.
  useEffect(() => () => filesRef.current.forEach(revokePreview), []);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useZodForm(formSchemaFor(signedIn), {
    defaultValues: emptyValues,
  });

  const limitsResult = config.isPending ? undefined : attachmentLimitsOf(config.data);
  const limits = limitsResult && 'limits' in limitsResult ? limitsResult.limits : undefined;
  const configError = limitsResult && 'error' in limitsResult ? limitsResult.error : undefined;
  const busy = send.isPending;

  const addFiles = useCallback(
    (incoming: File[]) => {
      if (!incoming.length || busy) return;
      if (!limits) {
        setFileErrors([configError ?? translate('support.message.configMissing')]);
        return;
      }
      const current = files.map((chosen) => chosen.file);
      const { accepted, errors: refused } = addAttachments(current, incoming, limits);
      setFileErrors(refused);
      if (accepted.length) {
        setFiles((list) => [
          ...list,
          ...accepted.map((file) => ({
            id: `file-${(nextFileId += 1)}`,
            file,
            previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
          })),
        ]);
      }
    },
    [busy, configError, files, limits],
  );
  usePastedFiles(signedIn, addFiles);

  const onSubmit = handleSubmit(async (values) => {
    setProgress(0);
    try {
      const answer = await send.mutateAsync({
        subject: values.subject,
        body: values.body,
        email: signedIn ? undefined : values.email,
        attachments: signedIn ? files.map((chosen) => chosen.file) : [],
        onProgress: setProgress,
      });
      toast.success(
        translate(
          answer.status === 'submitted'
            ? 'support.message.submittedSignedIn'
            : 'support.message.submittedAnonymous',
        ),
      );
      if (answer.status === 'awaiting_confirmation' && values.email) onVisitorSent(values.email);
      reset(emptyValues);
      files.forEach(revokePreview);
      setFiles([]);
      setFileErrors([]);
    } catch (error) {
      toastFailure(error, translate('support.message.sendFailed'));
    } finally {
      setProgress(null);
    }
  });

  const bodyLength = useWatch({ control, name: 'body' }).length;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('support.form.subject')}
          className={cn(signedIn && 'sm:col-span-2')}
          options={SUPPORT_SUBJECTS.map((subject) => ({
            value: subject,
            label: t(SUPPORT_SUBJECT_MESSAGES[subject]),
          }))}
          error={errors.subject?.message}
          disabled={busy}
          {...register('subject')}
        />
        {signedIn ? null : (
          <TextField
            label={t('support.form.from')}
            type="email"
            dir="ltr"
            autoComplete="email"
            placeholder={t('support.form.fromPlaceholder')}
            hint={t('support.form.fromHint')}
            error={errors.email?.message}
            disabled={busy}
            {...register('email')}
          />
        )}
      </div>

      <TextAreaField
        label={t('support.form.message')}
        rows={8}
        maxLength={SUPPORT_BODY_MAX_LENGTH}
        length={bodyLength}
        placeholder={t('support.form.messagePlaceholder')}
        error={errors.body?.message}
        disabled={busy}
        {...register('body')}
      />

      {signedIn ? (
        <AttachmentField
          files={files}
          limits={limits}
          configError={configError}
          errors={fileErrors}
          disabled={busy}
          onAdd={addFiles}
          onRemove={(id) => {
            files.filter((chosen) => chosen.id === id).forEach(revokePreview);
            setFiles((list) => list.filter((chosen) => chosen.id !== id));
            setFileErrors([]);
          }}
        />
      ) : null}

      {progress !== null ? (
        <UploadProgress
          fraction={progress}
          sending={t('support.form.sending')}
          waiting={t('support.form.waiting')}
        />
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">
          {signedIn ? t('support.form.replyToAccount') : t('support.form.nothingUntilConfirmed')}
        </p>
        <BusyButton type="submit" busy={busy} className="w-full sm:w-auto">
          {busy ? null : <Send aria-hidden="true" className="h-4 w-4" />}
          {busy ? t('support.form.sending') : t('support.form.send')}
        </BusyButton>
      </div>
    </form>
  );
}
