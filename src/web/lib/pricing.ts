import { useQuery } from '@tanstack/react-query';
import { pricingSchema } from '../../shared/billing';
import { isApiError, requestJson, SERVER_DOWN_MESSAGE } from './http';
import { subscriptionKeys } from './query-keys';
import { toast } from './toast';

/**
 * The price per card per year and its currency, for every page that shows a price (pricing,
 * subscription, the marketing pages). An unreachable server toasts; a refusal is only logged
 * (docs/product.md#messages-server-down).
 */
async function getPricing() {
  try {
    return pricingSchema.parse(await requestJson<unknown>('/api/payments/get-pricing'));
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) toast.error(SERVER_DOWN_MESSAGE);
    else console.error('Pricing request failed', error);
    throw error;
  }
}

export function usePricing() {
  return useQuery({
    queryKey: subscriptionKeys.pricing,
    queryFn: getPricing,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
