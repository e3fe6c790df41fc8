import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ERROR_CODES } from '../../../shared/error-codes';
import { changePasswordFormSchema, MIN_PASSWORD_LENGTH } from '../../../shared/user';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { BusyButton } from '../../components/ui/submit-button';
import { isApiError } from '../../lib/http';
import { toast } from '../../lib/toast';
import { changePassword } from './api';
import { AUTH_MESSAGES, signInErrorMessage } from '../../lib/auth/messages';

type PasswordValues = z.input<typeof changePasswordFormSchema>;

/** 'Update password', shown only to users who sign in with a password (spec §2 Account). */
export function ChangePasswordForm() {
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
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
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        Update password
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Enter your current password, then choose a new one.
      </p>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        {failure ? <FormAlert className="sm:col-span-2">{failure}</FormAlert> : null}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <div className="sm:col-span-2 sm:flex sm:justify-end">
          <BusyButton type="submit" busy={isSubmitting} className="w-full sm:w-auto">
            Update password
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
