import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_EXPORT_URL,
  deleteAccountFormSchema,
  EXPORTS_PER_HOUR,
  REAUTHENTICATION_MINUTES,
} from '../../../shared/account-data';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { CurrentUser } from '../../../shared/user';
import { Button, buttonClasses } from '../../components/ui/button';
import { DangerNotice } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogForm } from '../../components/ui/dialog-form';
import { EmailField, PasswordField } from '../../components/ui/form-field';
import { Panel } from '../../components/ui/panel';
import { failureMessage, isApiError } from '../../lib/http';
import { toast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { deleteAccount } from './api';

/** What the account holds, said once for the export and the deletion alike. */
const WHAT_IS_KEPT = 'your profile, your cards and their images, vCards and daily figures';

function DeleteAccountForm({ user }: { user: CurrentUser }) {
  const needsPassword = user.signInProvider === 'password';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failureId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(deleteAccountFormSchema(user.email, needsPassword), {
    defaultValues: { confirmation: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmation, password }) => {
    setFailure(null);
    try {
      await deleteAccount({ confirmation, ...(needsPassword ? { password } : {}) });
    } catch (error) {
      // Everything typed stays; the message says what to change.
      if (isApiError(error, ERROR_CODES.INVALID_PASSWORD)) {
        setError('password', { message: 'This password is not correct' }, { shouldFocus: true });
      } else if (isApiError(error, ERROR_CODES.CONFIRMATION_MISMATCH)) {
        setError(
          'confirmation',
          { message: 'This is not the e-mail of your account' },
          { shouldFocus: true },
        );
      } else if (isApiError(error, ERROR_CODES.REAUTHENTICATION_REQUIRED)) {
        setFailure(ACCOUNT_DATA_MESSAGES.reauthenticate);
      } else {
        setFailure(failureMessage(error, ACCOUNT_DATA_MESSAGES.deleteFailed));
      }
      return;
    }
    // The server ended the session with the account: forget every answer about it.
    queryClient.clear();
    toast.success(ACCOUNT_DATA_MESSAGES.deleted);
    void navigate('/', { replace: true });
  });

  return (
    <DialogForm
      title="Delete your account"
      description={
        needsPassword
          ? 'Type your e-mail address and your password to confirm.'
          : `Type your e-mail address to confirm. You must have signed in within the last ${REAUTHENTICATION_MINUTES} minutes; if not, sign out and sign in again first.`
      }
      failure={failure}
      failureId={failureId}
      submitLabel="Delete my account forever"
      danger
      busy={isSubmitting}
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        void onSubmit(event);
      }}
    >
      <DangerNotice>
        Your account, {WHAT_IS_KEPT} are deleted at once, and your subscription is cancelled now.
        Download your data first if you want to keep a copy.
      </DangerNotice>
      <EmailField
        label="Your e-mail address"
        autoComplete="off"
        hint={`Type ${user.email} again.`}
        describedBy={failure ? failureId : undefined}
        error={errors.confirmation?.message}
        {...register('confirmation')}
      />
      {needsPassword ? (
        <PasswordField
          purpose="current"
          label="Your password"
          error={errors.password?.message}
          {...register('password')}
        />
      ) : null}
    </DialogForm>
  );
}

/** The account page's "Your data" and "Delete account" sections (docs/product.md#account-data). */
export function AccountDataSection({ user }: { user: CurrentUser }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Panel
        title="Your data"
        description={`Download one ZIP file with ${WHAT_IS_KEPT}, with a README that explains each file.`}
      >
        <div className="mt-5">
          <a
            href={ACCOUNT_EXPORT_URL}
            download
            className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Download my data
          </a>
          <p className="mt-2 text-xs text-ink-muted">Up to {EXPORTS_PER_HOUR} downloads an hour.</p>
        </div>
      </Panel>
      <Panel
        title="Delete account"
        description="Deletes your account and everything in it, and cancels your subscription. This cannot be undone."
        className="border-red-200"
      >
        <div className="mt-5">
          <Button
            aria-haspopup="dialog"
            className="w-full bg-red-700 text-white hover:bg-red-800 sm:w-auto"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete my account
          </Button>
        </div>
        <Dialog open={deleting} onOpenChange={setDeleting}>
          <DialogContent size="sm" closeLabel="Close delete account dialog">
            <DeleteAccountForm user={user} />
          </DialogContent>
        </Dialog>
      </Panel>
    </>
  );
}
