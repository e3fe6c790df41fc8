import { useId, useState } from 'react';
import { confirmsEmail } from '../../../shared/account-data';
import type { AdminUser } from '../../../shared/admin';
import { DangerNotice } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogForm } from '../../components/ui/dialog-form';
import { TextField } from '../../components/ui/form-field';
import { failureMessage } from '../../lib/http';
import { useT } from '../../lib/i18n/use-t';
import { useDeleteUser } from './api';

function DeleteUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();
  const remove = useDeleteUser();
  const matches = confirmsEmail(typed, user.email);
  const name = user.fullName || user.name || user.email;

  return (
    <DialogForm
      title={t('admin.deleteUser.title')}
      description={t('admin.deleteUser.description', { email: user.email, name })}
      failure={failure}
      failureId={failureId}
      submitLabel={t('admin.deleteUser.submit')}
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
            onError: (error) => setFailure(failureMessage(error, t('admin.deleteUser.failed'))),
          },
        );
      }}
    >
      <DangerNotice>{t('admin.deleteUser.warning', { count: user.cardCount })}</DangerNotice>
      <TextField
        label={t('admin.deleteUser.email')}
        dir="ltr"
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
  const t = useT();
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="sm" closeLabel={t('admin.deleteUser.close')}>
        {user ? <DeleteUserForm key={user.id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
