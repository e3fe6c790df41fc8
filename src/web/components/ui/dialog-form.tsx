import type { FormEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';
import {
  DialogBody,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { Notice } from './notice';
import { BusyButton } from './submit-button';

interface DialogFormProps {
  title: string;
  description: ReactNode;
  /** Why the last submit failed, in an alert above the fields; `failureId` ties fields to it. */
  failure?: string | null;
  failureId?: string;
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  /** The submit button in red, for what cannot be taken back. */
  danger?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields. */
  children: ReactNode;
}

/** The inside of a dialog that is a form: title, fields, Cancel and the submit button. */
export function DialogForm({
  title,
  description,
  failure,
  failureId,
  submitLabel,
  busy,
  submitDisabled,
  danger = false,
  onSubmit,
  children,
}: DialogFormProps) {
  const t = useT();
  return (
    <form noValidate onSubmit={onSubmit} className="contents">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="wrap-anywhere">{description}</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        {failure ? <Notice id={failureId}>{failure}</Notice> : null}
        {children}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <BusyButton
          type="submit"
          busy={busy}
          disabled={submitDisabled}
          className={cn(danger && 'bg-red-700 hover:bg-red-800')}
        >
          {submitLabel}
        </BusyButton>
      </DialogFooter>
    </form>
  );
}
