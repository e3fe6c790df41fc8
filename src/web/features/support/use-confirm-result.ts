import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SUPPORT_CONFIRM_ERRORS, type SupportConfirmError } from '../../../shared/support';
import { translate } from '../../lib/i18n/intl';
import { toast } from '../../lib/toast';

/** What the page shows after the confirmation link brought the visitor back. */
export type ConfirmResult = { sent: true } | { sent: false; error: SupportConfirmError | null };

const isConfirmError = (value: string | null): value is SupportConfirmError =>
  (SUPPORT_CONFIRM_ERRORS as readonly (string | null)[]).includes(value);

function resultOf(params: URLSearchParams): ConfirmResult | null {
  const requestSent = params.get('request_sent');
  if (requestSent === 'true') return { sent: true };
  if (requestSent !== 'false') return null;
  const error = params.get('error');
  return { sent: false, error: isConfirmError(error) ? error : null };
}

/**
 * Support page (docs/product.md#screens-support): reads `request_sent` and `error` left by `GET support/confirm`, shows
 * the toast, then removes both from the address. Returns the result for an inline notice.
 */
export function useConfirmResult(): ConfirmResult | null {
  const [params, setParams] = useSearchParams();
  // Read once: the address is cleaned right after, and the notice stays.
  const [result] = useState(() => resultOf(params));
  const handled = useRef(false);

  useEffect(() => {
    if (!result || handled.current) return;
    handled.current = true;
    if (result.sent) toast.success(translate('support.message.confirmed'));
    else
      toast.error(
        translate(
          result.error === 'link_already_used'
            ? 'support.message.linkAlreadyUsed'
            : 'support.message.requestFailed',
        ),
      );
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('request_sent');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [result, setParams]);

  return result;
}
