import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { passwordSchema, MIN_PASSWORD_LENGTH } from '../../../../shared/user';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { BusyButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api';
import { AUTH_MESSAGES, isLinkTokenError, SERVER_DOWN_MESSAGE } from '../../../lib/auth/messages';
import type { AuthMode } from './auth-mode';
import { BackButton } from './sign-up-form';

const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

type ResetValues = z.input<typeof resetPasswordFormSchema>;

interface ResetPasswordFormProps {
  token: string | null;
  linkError: string | null;
  onModeChange: (mode: AuthMode) => void;
}

export function ResetPasswordForm({ token, linkError, onModeChange }: ResetPasswordFormProps) {
  const [invalidLink, setInvalidLink] = useState(Boolean(linkError) || !token);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  if (invalidLink || !token) {
    return (
      <div className="space-y-5">
        <FormAlert>{AUTH_MESSAGES.resetLinkInvalid}</FormAlert>
        <Button size="lg" className="w-full" onClick={() => onModeChange('forgot')}>
          Request a new link
        </Button>
        <BackButton onClick={() => onModeChange('signIn')}>Back to Sign In</BackButton>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await resetPassword(newPassword, token);
    } catch (error) {
      if (isApiError(error) && error.isNetworkError) {
        setFailure(SERVER_DOWN_MESSAGE);
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
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <BusyButton type="submit" busy={isSubmitting} size="lg" className="w-full">
        Reset Password
      </BusyButton>
      <BackButton onClick={() => onModeChange('signIn')}>Back to Sign In</BackButton>
    </form>
  );
}
