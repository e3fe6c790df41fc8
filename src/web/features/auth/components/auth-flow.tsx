import type { ComponentType, ReactNode } from 'react';
import { LegalDialogTrigger } from '../../../components/legal/legal-dialog-trigger';
import { useT } from '../../../lib/i18n/use-t';
import { AUTH_HEADINGS, type AuthMode } from './auth-mode';
import { ForgotPasswordForm } from './forgot-password-form';
import { ProviderButtons } from './provider-buttons';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

interface AuthFlowProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
  resetToken?: string | null;
  resetError?: string | null;
  /** The heading element: a page `h1`, or the dialog's title inside the sign-in modal. */
  Title?: ComponentType<{ className?: string; children: ReactNode }>;
  Description?: ComponentType<{ className?: string; children: ReactNode }>;
}

const DefaultTitle = ({ className, children }: { className?: string; children: ReactNode }) => (
  <h1 className={className}>{children}</h1>
);
const DefaultDescription = ({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) => <p className={className}>{children}</p>;

/** Sign in, sign up, forgot and reset password: shared by /login and the sign-in modal. */
export function AuthFlow({
  mode,
  onModeChange,
  onSignedIn,
  resetToken = null,
  resetError = null,
  Title = DefaultTitle,
  Description = DefaultDescription,
}: AuthFlowProps) {
  const t = useT();
  const heading = AUTH_HEADINGS[mode];
  return (
    <div className="space-y-6">
      <div className="space-y-2 text-center">
        <Title className="text-3xl font-extrabold tracking-tight text-ink">
          {t(heading.title)}
        </Title>
        <Description className="text-sm leading-relaxed text-ink-muted">
          {t(heading.subtitle)}
        </Description>
      </div>
      {mode === 'signIn' ? (
        <SignInForm onModeChange={onModeChange} onSignedIn={onSignedIn} />
      ) : null}
      {mode === 'signUp' ? <SignUpForm onModeChange={onModeChange} /> : null}
      {mode === 'forgot' ? <ForgotPasswordForm onModeChange={onModeChange} /> : null}
      {mode === 'reset' ? (
        <ResetPasswordForm token={resetToken} linkError={resetError} onModeChange={onModeChange} />
      ) : null}
      {mode === 'signIn' || mode === 'signUp' ? (
        <>
          <ProviderButtons />
          <p className="text-center text-xs leading-relaxed text-slate-600">
            {t.rich('auth.agreement', {
              terms: (chunks) => (
                <LegalDialogTrigger kind="terms" className="text-xs">
                  {chunks}
                </LegalDialogTrigger>
              ),
              privacy: (chunks) => (
                <LegalDialogTrigger kind="privacy" className="text-xs">
                  {chunks}
                </LegalDialogTrigger>
              ),
            })}
          </p>
        </>
      ) : null}
    </div>
  );
}
