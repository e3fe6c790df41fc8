import { useWatch } from 'react-hook-form';
import { emailOnlySchema } from '../../../../shared/user';
import { EmailField } from '../../../components/ui/form-field';
import { BusyButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { sendPasswordResetEmail } from '../api';
import { AUTH_MESSAGES } from '../../../lib/auth/messages';
import type { AuthMode } from './auth-mode';
import { LocalMailboxNote } from './local-mailbox-note';
import { BackButton } from './sign-up-form';
import { useZodForm } from '../../../lib/use-zod-form';
import { useT } from '../../../lib/i18n/use-t';

export function ForgotPasswordForm({ onModeChange }: { onModeChange: (mode: AuthMode) => void }) {
  const t = useT();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useZodForm(emailOnlySchema, {
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendPasswordResetEmail(values.email);
    } catch (error) {
      toast.error(
        isApiError(error) && error.message && !error.isNetworkError
          ? error.message
          : AUTH_MESSAGES.resetSendFailure,
      );
      return;
    }
    toast.success(AUTH_MESSAGES.resetSent);
    onModeChange('signIn');
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <EmailField error={errors.email?.message} {...register('email')} />
      <BusyButton
        type="submit"
        busy={isSubmitting}
        disabled={!email.trim()}
        size="lg"
        className="w-full"
      >
        {t('auth.sendResetLink')}
      </BusyButton>
      <LocalMailboxNote />
      <BackButton onClick={() => onModeChange('signIn')}>{t('auth.back')}</BackButton>
    </form>
  );
}
