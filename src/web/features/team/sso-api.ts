import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoGetAnswer, SsoProvider, SsoSaveRequest } from '../../../shared/sso';
import { postJson, retryServerFailures } from '../../lib/http';
import { orgKeys } from '../../lib/query-keys';
import { translatedTexts } from './texts';

/** What each failed call says when the server gives no reason of its own. */
export const SSO_FAILURES = translatedTexts({
  load: 'team.sso.failure.load',
  save: 'team.sso.failure.save',
  enforce: 'team.sso.failure.enforce',
  remove: 'team.sso.failure.remove',
});

const ssoKey = (orgId: string) => [...orgKeys.of(orgId), 'sso'] as const;

export function useOrgSso(orgId: string) {
  return useQuery({
    queryKey: ssoKey(orgId),
    queryFn: async () => (await postJson<SsoGetAnswer>('/api/org/sso/get', { orgId })).provider,
    retry: retryServerFailures,
  });
}

function useSsoMutation<Input, Result>(orgId: string, url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => postJson<Result>(url, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgKeys.of(orgId) }),
  });
}

export const useSaveSso = (orgId: string) =>
  useSsoMutation<SsoSaveRequest, SsoProvider>(orgId, '/api/org/sso/save');
export const useEnforceSso = (orgId: string) =>
  useSsoMutation<{ orgId: string; enforced: boolean }, { message: string; sessionsEnded: number }>(
    orgId,
    '/api/org/sso/enforce',
  );
export const useRemoveSso = (orgId: string) =>
  useSsoMutation<{ orgId: string }, { message: string }>(orgId, '/api/org/sso/delete');
