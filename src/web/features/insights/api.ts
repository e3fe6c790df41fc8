import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsSummarySchema, type AnalyticsSummaryRequest } from '../../../shared/analytics';
import { isApiError, postJson } from '../../lib/http';
import { translate } from '../../lib/i18n/intl';
import { analyticsKeys } from '../../lib/query-keys';

/** Read in the active language when used. */
export const INSIGHTS_MESSAGES = {
  get loadFailed() {
    return translate('insights.loadFailed');
  },
};

const getAnalyticsSummary = async (request: AnalyticsSummaryRequest) =>
  analyticsSummarySchema.parse(await postJson('/api/analytics/summary', request));

/** The figures of one card (or all the user's cards) over a range; the last answer stays while the next loads. */
export function useAnalyticsSummary(request: AnalyticsSummaryRequest) {
  return useQuery({
    queryKey: analyticsKeys.summary(request),
    queryFn: () => getAnalyticsSummary(request),
    placeholderData: keepPreviousData,
    // A foreign or missing card answers 404: asking again will not change that.
    retry: (count, error) => count < 1 && !(isApiError(error) && error.status < 500),
  });
}
