import { TriangleAlert } from 'lucide-react';
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
import { BusyButton } from '../../components/ui/submit-button';

interface DeleteCardDialogProps {
  /** The name on the card being deleted; the dialog is open while it is set. */
  cardName: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §2 Delete confirmation dialog, with its exact texts and buttons. */
export function DeleteCardDialog({ cardName, busy, onConfirm, onCancel }: DeleteCardDialogProps) {
  return (
    <Dialog
      open={cardName !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
    >
      <DialogContent size="sm" closeLabel="Close delete card dialog">
        <DialogHeader>
          <DialogTitle>Delete Card</DialogTitle>
          <DialogDescription>Are you sure you want to delete your card?</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
            <div className="min-w-0">
              <p className="font-semibold">This action cannot be undone!</p>
              {cardName ? (
                <p className="mt-1 text-sm wrap-anywhere">
                  The card of {cardName}, its QR code and its public page will be gone.
                </p>
              ) : null}
            </div>
          </div>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Keep Card
            </Button>
          </DialogClose>
          <BusyButton busy={busy} className="bg-red-700 hover:bg-red-800" onClick={onConfirm}>
            Yes, Delete Card
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
