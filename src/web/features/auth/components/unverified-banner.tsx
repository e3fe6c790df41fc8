import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { BusyButton } from '../../../components/ui/submit-button';
import { toast } from '../../../lib/toast';
import { sendVerificationEmail } from '../api';
import { AUTH_MESSAGES } from '../../../lib/auth/messages';

/** Spec §2 Login page: an unverified sign-in shows this banner and a resend button. */
export function UnverifiedBanner({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () => sendVerificationEmail(email),
    onSuccess: () => toast.success(AUTH_MESSAGES.resendSuccess),
    onError: () => toast.error(AUTH_MESSAGES.resendFailure),
  });
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <div className="flex gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
        <div className="space-y-3">
          <p className="font-medium">{AUTH_MESSAGES.emailNotVerifiedBanner}</p>
          <BusyButton
            variant="outline"
            size="sm"
            busy={resend.isPending}
            onClick={() => resend.mutate()}
          >
            Resend Verification Email
          </BusyButton>
        </div>
      </div>
    </div>
  );
}
