import { useState } from 'react';
import { ERROR_CODES } from '../../../shared/error-codes';
import { changePasswordFormSchema } from '../../../shared/user';
import { PasswordField } from '../../components/ui/form-field';
import { Notice } from '../../components/ui/notice';
import { BusyButton } from '../../components/ui/submit-button';
import { isApiError } from '../../lib/http';
import { toast } from '../../lib/toast';
import { changePassword } from './api';
import { AUTH_MESSAGES, signInErrorMessage } from '../../lib/auth/messages';
import { useZodForm } from '../../lib/use-zod-form';
import { Panel } from '../../components/ui/panel';
import { useT } from '../../lib/i18n/use-t';

/** 'Update password', shown only to users who sign in with a password (docs/product.md#screens-account). */
export function ChangePasswordForm() {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(changePasswordFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword(currentPassword, newPassword);
    } catch (error) {
      setFailure(signInErrorMessage(isApiError(error) ? error.code : ERROR_CODES.UNKNOWN));
      return;
    }
    reset();
    toast.success(AUTH_MESSAGES.passwordChanged);
  });

  return (
    <Panel title={t('account.password.title')} description={t('account.password.description')}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        {failure ? <Notice className="sm:col-span-2">{failure}</Notice> : null}
        <PasswordField
          purpose="current"
          label={t('account.password.current')}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          purpose="new"
          label={t('account.password.new')}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <div className="sm:col-span-2 sm:flex sm:justify-end">
          <BusyButton type="submit" busy={isSubmitting} className="w-full sm:w-auto">
            {t('account.password.submit')}
          </BusyButton>
        </div>
      </form>
    </Panel>
  );
}
