import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { emailOnlySchema } from '../../../../shared/user';
import { TextField } from '../../../components/ui/form-field';
import { BusyButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { sendPasswordResetEmail } from '../api';
import { AUTH_MESSAGES } from '../../../lib/auth/messages';
import type { AuthMode } from './auth-mode';
import { BackButton } from './sign-up-form';

type ForgotValues = z.input<typeof emailOnlySchema>;

export function ForgotPasswordForm({ onModeChange }: { onModeChange: (mode: AuthMode) => void }) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
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
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <BusyButton
        type="submit"
        busy={isSubmitting}
        disabled={!email.trim()}
        size="lg"
        className="w-full"
      >
        Send Reset Link
      </BusyButton>
      <BackButton onClick={() => onModeChange('signIn')}>Back</BackButton>
    </form>
  );
}
