import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';
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
import { Notice } from './notice';
import { BusyButton } from './submit-button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** What the action does, between the question and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button in red, for what cannot be taken back. */
  danger?: boolean;
  busy: boolean;
  size?: 'sm' | 'md';
  /** The close button's name; "Close <title> dialog" without it. */
  closeLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question before an action. Escape, the close button and the cancel button say no;
 * none of them works while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy,
  size = 'sm',
  closeLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const namedCloseLabel = useNamedCloseLabel(title);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <DialogContent size={size} closeLabel={closeLabel ?? namedCloseLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children ? <DialogBody>{children}</DialogBody> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          </DialogClose>
          <BusyButton
            busy={busy}
            className={cn(danger && 'bg-red-700 hover:bg-red-800')}
            onClick={onConfirm}
          >
            {confirmLabel}
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** 'This action cannot be undone!' in red, then what will be lost. */
export function DangerNotice({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <Notice
      icon={TriangleAlert}
      title={t('common.dangerNotice')}
      live={false}
      className="text-base wrap-anywhere"
    >
      {children ? <div className="mt-1 text-sm">{children}</div> : null}
    </Notice>
  );
}
