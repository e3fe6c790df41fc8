import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import {
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
import { useT } from '../../lib/i18n/use-t';
import { toast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { deleteAccount } from './api';

function DeleteAccountForm({ user }: { user: CurrentUser }) {
  const t = useT();
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
        setError('password', { message: t('account.delete.wrongPassword') }, { shouldFocus: true });
      } else if (isApiError(error, ERROR_CODES.CONFIRMATION_MISMATCH)) {
        setError(
          'confirmation',
          { message: t('account.delete.notYourEmail') },
          { shouldFocus: true },
        );
      } else if (isApiError(error, ERROR_CODES.REAUTHENTICATION_REQUIRED)) {
        setFailure(t('account.delete.reauthenticate', { minutes: REAUTHENTICATION_MINUTES }));
      } else {
        setFailure(failureMessage(error, t('account.delete.failed')));
      }
      return;
    }
    // The server ended the session with the account: forget every answer about it.
    queryClient.clear();
    toast.success(t('account.delete.done'));
    void navigate('/', { replace: true });
  });

  return (
    <DialogForm
      title={t('account.delete.dialogTitle')}
      description={
        needsPassword
          ? t('account.delete.withPassword')
          : t('account.delete.recentSignIn', { minutes: REAUTHENTICATION_MINUTES })
      }
      failure={failure}
      failureId={failureId}
      submitLabel={t('account.delete.submit')}
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
      <DangerNotice>{t('account.delete.warning')}</DangerNotice>
      <EmailField
        label={t('account.delete.emailLabel')}
        autoComplete="off"
        hint={t.rich('account.delete.emailHint', {
          email: user.email,
          address: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
        })}
        describedBy={failure ? failureId : undefined}
        error={errors.confirmation?.message}
        {...register('confirmation')}
      />
      {needsPassword ? (
        <PasswordField
          purpose="current"
          label={t('account.delete.passwordLabel')}
          error={errors.password?.message}
          {...register('password')}
        />
      ) : null}
    </DialogForm>
  );
}

/** The account page's "Your data" and "Delete account" sections (docs/product.md#account-data). */
export function AccountDataSection({ user }: { user: CurrentUser }) {
  const t = useT();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Panel title={t('account.data.title')} description={t('account.data.description')}>
        <div className="mt-5">
          <a
            href={ACCOUNT_EXPORT_URL}
            download
            className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('account.data.download')}
          </a>
          <p className="mt-2 text-xs text-ink-muted">
            {t('account.data.limit', { count: EXPORTS_PER_HOUR })}
          </p>
        </div>
      </Panel>
      <Panel
        title={t('account.delete.title')}
        description={t('account.delete.description')}
        className="border-red-200"
      >
        <div className="mt-5">
          <Button
            aria-haspopup="dialog"
            className="w-full bg-red-700 text-white hover:bg-red-800 sm:w-auto"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('account.delete.open')}
          </Button>
        </div>
        <Dialog open={deleting} onOpenChange={setDeleting}>
          <DialogContent size="sm" closeLabel={t('account.delete.close')}>
            <DeleteAccountForm user={user} />
          </DialogContent>
        </Dialog>
      </Panel>
    </>
  );
}
