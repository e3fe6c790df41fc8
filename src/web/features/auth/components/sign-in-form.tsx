import { useId, useState, type FormEvent } from 'react';
import { ERROR_CODES } from '../../../../shared/error-codes';
import { signInFormSchema } from '../../../../shared/user';
import { Button } from '../../../components/ui/button';
import { EmailField, PasswordField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { BusyButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { useRefreshAuth } from '../../../lib/auth/session';
import { signInWithEmail, startSsoSignIn } from '../api';
import { AUTH_MESSAGES, signInErrorMessage } from '../../../lib/auth/messages';
import { clearPendingEmail } from '../pending-email';
import type { AuthMode } from './auth-mode';
import { UnverifiedBanner } from './unverified-banner';
import { useZodForm } from '../../../lib/use-zod-form';
import { useT } from '../../../lib/i18n/use-t';
import { localizeFormError } from '../../../lib/i18n/form-errors';

interface SignInFormProps {
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
}

export function SignInForm({ onModeChange, onSignedIn }: SignInFormProps) {
  const t = useT();
  const refreshAuth = useRefreshAuth();
  const alertId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // The work e-mail first (docs/product.md#single-sign-on): an address whose organisation signs
  // its people in goes to that provider; every other address signs in with its password.
  const [ssoEmail, setSsoEmail] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm(signInFormSchema, {
    defaultValues: { email: '', password: '' },
  });

  /** Asks where the address signs in; goes there when it is an organisation's provider. */
  const checkSso = async (email: string, go: boolean): Promise<boolean> => {
    const address = email.trim();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) return false;
    const url = await startSsoSignIn(address).catch(() => undefined);
    if (!url) {
      setSsoEmail(null);
      return false;
    }
    setSsoEmail(address);
    if (go) {
      setLeaving(true);
      window.location.assign(url);
    }
    return true;
  };

  const emailField = register('email');

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    setUnverifiedEmail(null);
    try {
      await signInWithEmail(email, password);
    } catch (error) {
      const code = isApiError(error) ? error.code : ERROR_CODES.UNKNOWN;
      if (code === ERROR_CODES.EMAIL_NOT_VERIFIED) {
        setUnverifiedEmail(email);
        toast.error(AUTH_MESSAGES.emailNotVerifiedToast);
      } else {
        setFailure(signInErrorMessage(code, isApiError(error) ? error.message : undefined));
      }
      return;
    }
    clearPendingEmail();
    await refreshAuth();
    onSignedIn();
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (await checkSso(getValues('email'), true)) return;
    await submit(event);
  };

  // Both fields share one message (docs/product.md#validation-login), so it is shown once for the form.
  const validationMessage = localizeFormError(errors.email?.message ?? errors.password?.message);
  const message = validationMessage ?? failure;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {unverifiedEmail ? <UnverifiedBanner email={unverifiedEmail} /> : null}
      {message ? <Notice id={alertId}>{message}</Notice> : null}
      <EmailField
        hint={t('auth.ssoHint')}
        invalid={Boolean(errors.email) || Boolean(failure)}
        describedBy={message ? alertId : undefined}
        {...emailField}
        onBlur={(event) => {
          void emailField.onBlur(event);
          void checkSso(event.target.value, false);
        }}
      />
      {ssoEmail ? (
        <Notice tone="info" live>
          {t('auth.ssoNotice')}
        </Notice>
      ) : (
        <PasswordField
          purpose="current"
          label={t('field.password')}
          invalid={Boolean(errors.password) || Boolean(failure)}
          describedBy={message ? alertId : undefined}
          labelAction={
            <Button variant="link" className="text-sm" onClick={() => onModeChange('forgot')}>
              {t('auth.forgotPasswordLink')}
            </Button>
          }
          {...register('password')}
        />
      )}
      <BusyButton type="submit" busy={isSubmitting || leaving} size="lg" className="w-full">
        {ssoEmail ? t('auth.continueWithSso') : t('auth.signInButton')}
      </BusyButton>
      <p className="text-center text-sm text-slate-700">
        {t.rich('auth.noAccount', {
          button: (chunks) => (
            <Button variant="link" onClick={() => onModeChange('signUp')}>
              {chunks}
            </Button>
          ),
        })}
      </p>
    </form>
  );
}
