import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ERROR_CODES } from '../../../../shared/error-codes';
import { signUpFormSchema } from '../../../../shared/user';
import { Button } from '../../../components/ui/button';
import { EmailField, PasswordField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { BusyButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/http';
import { signOut, useRefreshAuth } from '../../../lib/auth/session';
import { signUpWithEmail } from '../api';
import { AUTH_MESSAGES, signUpErrorMessage } from '../../../lib/auth/messages';
import { storePendingEmail } from '../pending-email';
import type { AuthMode } from './auth-mode';
import { LocalMailboxNote } from './local-mailbox-note';
import { useZodForm } from '../../../lib/use-zod-form';
import { useT } from '../../../lib/i18n/use-t';

export function SignUpForm({ onModeChange }: { onModeChange: (mode: AuthMode) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const refreshAuth = useRefreshAuth();
  const alertId = useId();
  const [failure, setFailure] = useState<{ message: string; accountExists: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(signUpFormSchema, {
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signUpWithEmail(email, password);
    } catch (error) {
      const message = isApiError(error)
        ? signUpErrorMessage(error.code, error.message)
        : signUpErrorMessage(ERROR_CODES.UNKNOWN);
      setFailure({ message, accountExists: message === AUTH_MESSAGES.accountExists });
      return;
    }
    // Sign-up (docs/product.md#states-sign-up): remember the address, make sure no session is left, then explain.
    const stored = storePendingEmail(email);
    await signOut().catch(() => undefined);
    await refreshAuth();
    void navigate(
      stored
        ? '/email-verification'
        : `/email-verification?${new URLSearchParams({ email }).toString()}`,
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {failure ? (
        <Notice id={alertId}>
          <p>{failure.message}</p>
          {failure.accountExists ? (
            <Button variant="link" className="mt-1" onClick={() => onModeChange('signIn')}>
              {t('auth.signInInstead')}
            </Button>
          ) : null}
        </Notice>
      ) : null}
      <EmailField
        error={errors.email?.message}
        describedBy={failure ? alertId : undefined}
        {...register('email')}
      />
      <PasswordField
        purpose="new"
        label={t('field.password')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        purpose="confirm"
        label={t('field.confirmPassword')}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <BusyButton type="submit" busy={isSubmitting} size="lg" className="w-full">
        {t('auth.createAccountButton')}
      </BusyButton>
      <LocalMailboxNote />
      <BackButton onClick={() => onModeChange('signIn')}>{t('auth.backToSignIn')}</BackButton>
    </form>
  );
}

export function BackButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <div className="text-center">
      <Button variant="link" className="text-sm" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}
