import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DomainChallenge,
  DomainCheck,
  OrgDomain,
  OrgDomainInput,
} from '../../../shared/organisation-domains';
import { postJson, retryServerFailures } from '../../lib/http';
import { orgKeys } from '../../lib/query-keys';
import { translatedTexts } from './texts';

/** What each failed call says when the server gives no reason of its own (lib/http failureMessage). */
export const DOMAIN_FAILURES = translatedTexts({
  load: 'team.domains.failure.load',
  add: 'team.domains.failure.add',
  verify: 'team.domains.failure.verify',
  remove: 'team.domains.failure.remove',
});

/** The organisation's domains (owners and admins; the server refuses a member). */
export function useOrgDomains(orgId: string) {
  return useQuery({
    queryKey: orgKeys.domains(orgId),
    queryFn: async () =>
      (await postJson<{ items: OrgDomain[] }>('/api/org/domains/list', { orgId })).items,
    retry: retryServerFailures,
  });
}

/** A change to the domains: the list and the audit log are read again. */
function useDomainMutation<Result>(orgId: string, url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrgDomainInput) => postJson<Result>(url, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgKeys.of(orgId) }),
  });
}

export const useAddDomain = (orgId: string) =>
  useDomainMutation<DomainChallenge>(orgId, '/api/org/domains/add');
export const useVerifyDomain = (orgId: string) =>
  useDomainMutation<DomainCheck>(orgId, '/api/org/domains/verify');
export const useRemoveDomain = (orgId: string) =>
  useDomainMutation<{ message: string }>(orgId, '/api/org/domains/remove');
