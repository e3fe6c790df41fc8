import type { RefObject } from 'react';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { useT } from '../../lib/i18n/use-t';
import { LegalDocumentBody, useLegalHeading } from './legal-document';
import type { LegalKind } from './legal-types';

function LegalDialogContent({
  kind,
  returnFocusRef,
}: {
  kind: LegalKind;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const { title, lastUpdated } = useLegalHeading(kind);
  return (
    <DialogContent
      size="lg"
      closeLabel={t('legal.closeNamed', { title })}
      onCloseAutoFocus={(event) => {
        if (returnFocusRef?.current) {
          event.preventDefault();
          returnFocusRef.current.focus();
        }
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{lastUpdated}</DialogDescription>
      </DialogHeader>
      <DialogBody label={t('legal.bodyLabel', { title })}>
        <LegalDocumentBody kind={kind} />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button>{t('legal.close')}</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}

export interface LegalDialogProps {
  kind: LegalKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function LegalDialog({ kind, open, onOpenChange, returnFocusRef }: LegalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <LegalDialogContent kind={kind} returnFocusRef={returnFocusRef} />
    </Dialog>
  );
}
