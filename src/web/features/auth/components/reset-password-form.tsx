import { useState } from 'react';
import { z } from 'zod';
import { passwordSchema } from '../../../../shared/user';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { BusyButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api';
import { AUTH_MESSAGES, isLinkTokenError, serverDownMessage } from '../../../lib/auth/messages';
import type { AuthMode } from './auth-mode';
import { BackButton } from './sign-up-form';
import { useZodForm } from '../../../lib/use-zod-form';
import { useT } from '../../../lib/i18n/use-t';

const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

interface ResetPasswordFormProps {
  token: string | null;
  linkError: string | null;
  onModeChange: (mode: AuthMode) => void;
}

export function ResetPasswordForm({ token, linkError, onModeChange }: ResetPasswordFormProps) {
  const t = useT();
  const [invalidLink, setInvalidLink] = useState(Boolean(linkError) || !token);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(resetPasswordFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  if (invalidLink || !token) {
    return (
      <div className="space-y-5">
        <Notice>{AUTH_MESSAGES.resetLinkInvalid}</Notice>
        <Button size="lg" className="w-full" onClick={() => onModeChange('forgot')}>
          {t('auth.requestNewLink')}
        </Button>
        <BackButton onClick={() => onModeChange('signIn')}>{t('auth.backToSignIn')}</BackButton>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await resetPassword(newPassword, token);
    } catch (error) {
      if (isApiError(error) && error.isNetworkError) {
        setFailure(serverDownMessage());
      } else if (isApiError(error) && isLinkTokenError(error.code)) {
        setInvalidLink(true);
      } else {
        setFailure(isApiError(error) ? error.message : AUTH_MESSAGES.resetLinkInvalid);
      }
      return;
    }
    toast.success(AUTH_MESSAGES.passwordReset);
    onModeChange('signIn');
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {failure ? <Notice>{failure}</Notice> : null}
      <PasswordField
        purpose="new"
        label={t('field.newPassword')}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        purpose="confirm"
        label={t('field.confirmNewPassword')}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <BusyButton type="submit" busy={isSubmitting} size="lg" className="w-full">
        {t('auth.resetPasswordButton')}
      </BusyButton>
      <BackButton onClick={() => onModeChange('signIn')}>{t('auth.backToSignIn')}</BackButton>
    </form>
  );
}
