import { useEffect } from 'react';
import { toast } from '../../lib/toast';

/** Toasts a list's failure text (docs/product.md#messages-admin) once per failed fetch, not once per render. */
export function useFailureToast(failedAt: number, message: string) {
  useEffect(() => {
    if (failedAt) toast.error(message);
  }, [failedAt, message]);
}
