import { useState } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { Dialog, DialogBody, DialogContent } from '../../components/ui/dialog';
import { AuthFlow } from './components/auth-flow';
import type { AuthMode } from './components/auth-mode';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode?: AuthMode;
}

/** The sign-in modal of /about (docs/product.md#screens-landing): the /login flows in a dialog; success stays here. */
export function SignInDialog({ open, onOpenChange, initialMode = 'signIn' }: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel="Close sign-in dialog">
        <DialogBody className="px-5 pt-10 pb-8 sm:px-8">
          <SignInDialogFlow initialMode={initialMode} onDone={() => onOpenChange(false)} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function SignInDialogFlow({ initialMode, onDone }: { initialMode: AuthMode; onDone: () => void }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  return (
    <AuthFlow
      key={mode}
      mode={mode}
      onModeChange={setMode}
      onSignedIn={onDone}
      Title={RadixDialog.Title}
      Description={RadixDialog.Description}
    />
  );
}
