import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { Notice } from '../../../components/ui/notice';
import { BusyButton } from '../../../components/ui/submit-button';
import { toast } from '../../../lib/toast';
import { sendVerificationEmail } from '../api';
import { AUTH_MESSAGES } from '../../../lib/auth/messages';

/** Login page (docs/product.md#screens-login): an unverified sign-in shows this banner and a resend button. */
export function UnverifiedBanner({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () => sendVerificationEmail(email),
    onSuccess: () => toast.success(AUTH_MESSAGES.resendSuccess),
    onError: () => toast.error(AUTH_MESSAGES.resendFailure),
  });
  return (
    <Notice tone="warning" icon={MailWarning}>
      <p className="font-medium">{AUTH_MESSAGES.emailNotVerifiedBanner}</p>
      <BusyButton
        variant="outline"
        size="sm"
        className="mt-3"
        busy={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Resend Verification Email
      </BusyButton>
    </Notice>
  );
}
