import { useId, useState } from 'react';
import { confirmsEmail } from '../../../shared/account-data';
import type { AdminUser } from '../../../shared/admin';
import { DangerNotice } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogForm } from '../../components/ui/dialog-form';
import { TextField } from '../../components/ui/form-field';
import { failureMessage } from '../../lib/http';
import { useDeleteUser } from './api';

function DeleteUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();
  const remove = useDeleteUser();
  const matches = confirmsEmail(typed, user.email);
  const name = user.fullName || user.name || user.email;

  return (
    <DialogForm
      title="Delete user"
      description={`Type ${user.email} to delete ${name}'s account.`}
      failure={failure}
      failureId={failureId}
      submitLabel="Delete user forever"
      danger
      busy={remove.isPending}
      submitDisabled={!matches}
      onSubmit={(event) => {
        event.preventDefault();
        if (!matches || remove.isPending) return;
        setFailure(null);
        remove.mutate(
          { id: user.id },
          {
            onSuccess: onDone,
            onError: (error) => setFailure(failureMessage(error, 'Failed to delete the user')),
          },
        );
      }}
    >
      <DangerNotice>
        The account, its {user.cardCount} {user.cardCount === 1 ? 'card' : 'cards'}, images, figures
        and support requests are deleted at once, and its subscription is cancelled with the payment
        provider. The audit log records the deletion by the account's id.
      </DangerNotice>
      <TextField
        label="E-mail address of the account"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        describedBy={failure ? failureId : undefined}
      />
    </DialogForm>
  );
}

/** The console's "Delete user": the account's address typed again (docs/product.md#account-data). */
export function DeleteUserDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="sm" closeLabel="Close delete user dialog">
        {user ? <DeleteUserForm key={user.id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
