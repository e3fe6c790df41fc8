import { MailWarning } from 'lucide-react';
import { Notice } from '../../../components/ui/notice';
import { BusyButton } from '../../../components/ui/submit-button';
import { failureMessage } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { AUTH_MESSAGES } from '../../../lib/auth/messages';
import { useResendVerification } from '../use-resend-verification';
import { useT } from '../../../lib/i18n/use-t';

/** Login page (docs/product.md#screens-login): an unverified sign-in shows this banner and a resend button. */
export function UnverifiedBanner({ email }: { email: string }) {
  const t = useT();
  const resend = useResendVerification(email);
  const onResend = () =>
    resend.send().then(
      () => toast.success(AUTH_MESSAGES.resendSuccess),
      (error: unknown) => toast.error(failureMessage(error, AUTH_MESSAGES.resendFailure)),
    );
  return (
    <Notice tone="warning" icon={MailWarning}>
      <p className="font-medium">{AUTH_MESSAGES.emailNotVerifiedBanner}</p>
      <BusyButton
        variant="outline"
        size="sm"
        className="mt-3"
        busy={resend.sending}
        onClick={() => void onResend()}
      >
        {t('auth.resendVerification')}
      </BusyButton>
    </Notice>
  );
}
