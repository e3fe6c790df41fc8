import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ScimSettings,
  ScimToken,
  ScimTokenCreate,
  ScimTokenCreated,
} from '../../../shared/scim';
import { postJson, retryServerFailures } from '../../lib/http';

/** What each failed call says when the server gives no reason of its own (lib/http failureMessage). */
export const PROVISIONING_FAILURES = {
  loadTokens: 'Failed to load the SCIM tokens',
  loadSettings: 'Failed to load the provisioning settings',
  create: 'Failed to create the token',
  revoke: 'Failed to revoke the token',
  save: 'Failed to save the admin groups',
} as const;

const scimKeys = {
  tokens: (orgId: string) => ['scim', orgId, 'tokens'] as const,
  settings: (orgId: string) => ['scim', orgId, 'settings'] as const,
};

export function useScimTokens(orgId: string) {
  return useQuery({
    queryKey: scimKeys.tokens(orgId),
    queryFn: async () =>
      (await postJson<{ items: ScimToken[] }>('/api/org/scim-tokens/list', { orgId })).items,
    retry: retryServerFailures,
  });
}

export function useScimSettings(orgId: string) {
  return useQuery({
    queryKey: scimKeys.settings(orgId),
    queryFn: () => postJson<ScimSettings>('/api/org/scim-settings', { orgId }),
    retry: retryServerFailures,
  });
}

export function useCreateScimToken(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ScimTokenCreate, 'orgId'>) =>
      postJson<ScimTokenCreated>('/api/org/scim-tokens/create', { ...input, orgId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scimKeys.tokens(orgId) }),
  });
}

export function useRevokeScimToken(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postJson('/api/org/scim-tokens/revoke', { orgId, id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scimKeys.tokens(orgId) }),
  });
}

export function useSaveScimSettings(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adminGroups: string[]) =>
      postJson<ScimSettings>('/api/org/scim-settings/update', { orgId, adminGroups }),
    onSuccess: (settings) => queryClient.setQueryData(scimKeys.settings(orgId), settings),
  });
}
