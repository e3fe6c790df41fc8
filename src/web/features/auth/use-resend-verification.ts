import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '../../lib/auth/messages';
import { failureMessage } from '../../lib/http';
import { sendVerificationEmail } from './api';

/**
 * Sends the verification mail to `email` again (docs/product.md#messages-resend), for the login
 * page's unverified banner and the verification page. `outcome` is the sentence to show: the
 * product's success text, or the server's reason (a rate limit says when to try again), else the
 * product's failure text.
 */
export function useResendVerification(email: string) {
  const resend = useMutation({ mutationFn: () => sendVerificationEmail(email) });
  const outcome = resend.isSuccess
    ? ({ ok: true, text: AUTH_MESSAGES.resendSuccess } as const)
    : resend.isError
      ? ({ ok: false, text: failureMessage(resend.error, AUTH_MESSAGES.resendFailure) } as const)
      : null;
  return { send: () => resend.mutateAsync(), sending: resend.isPending, outcome };
}
