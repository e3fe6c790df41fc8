import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ScimSettings,
  ScimToken,
  ScimTokenCreate,
  ScimTokenCreated,
} from '../../../shared/scim';
import { postJson, retryServerFailures } from '../../lib/http';
import { translate } from '../../lib/i18n/intl';

/** What each failed call says when the server gives no reason of its own (lib/http failureMessage). */
export const PROVISIONING_FAILURES = {
  get loadTokens() {
    return translate('team.provisioning.failure.loadTokens');
  },
  get loadSettings() {
    return translate('team.provisioning.failure.loadSettings');
  },
  get create() {
    return translate('team.provisioning.failure.create');
  },
  get revoke() {
    return translate('team.provisioning.failure.revoke');
  },
  get save() {
    return translate('team.provisioning.failure.save');
  },
};

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
