import { Dialog as RadixDialog } from 'radix-ui';
import { Dialog, DialogBody, DialogContent } from '../../components/ui/dialog';
import { AuthFlow } from './components/auth-flow';
import type { AuthMode } from './components/auth-mode';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The screen shown; the caller keeps it in the URL (docs/product.md#screens-sign-up-address). */
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
}

/** The sign-in modal of /about (docs/product.md#screens-landing): the /login flows in a dialog; success stays here. */
export function SignInDialog({ open, onOpenChange, mode, onModeChange }: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel="Close sign-in dialog">
        <DialogBody className="px-5 pt-10 pb-8 sm:px-8">
          <AuthFlow
            key={mode}
            mode={mode}
            onModeChange={onModeChange}
            onSignedIn={() => onOpenChange(false)}
            Title={RadixDialog.Title}
            Description={RadixDialog.Description}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
