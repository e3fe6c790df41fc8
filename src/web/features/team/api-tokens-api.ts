import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  apiTokenSchema,
  createdApiTokenSchema,
  type CreateApiTokenRequest,
} from '../../../shared/api-tokens';
import { postJson } from '../../lib/http';
import { orgKeys } from '../../lib/query-keys';
import { translatedTexts } from './texts';

export const API_TOKEN_FAILURES = translatedTexts({
  load: 'team.tokens.failure.load',
  create: 'team.tokens.failure.create',
  revoke: 'team.tokens.failure.revoke',
});

const listSchema = z.object({ items: z.array(apiTokenSchema) });

/** The organisation's tokens, newest first (owners and admins). */
export function useApiTokens(orgId: string) {
  return useQuery({
    queryKey: orgKeys.apiTokens(orgId),
    queryFn: async () => listSchema.parse(await postJson('/api/org/api-tokens/list', { orgId })),
  });
}

/** Making or revoking a token changes the list and the audit log. */
function useTokenMutation<Input, Output>(orgId: string, call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.of(orgId) }),
  });
}

export const useCreateApiToken = (orgId: string) =>
  useTokenMutation(orgId, async (input: Omit<CreateApiTokenRequest, 'orgId'>) =>
    createdApiTokenSchema.parse(await postJson('/api/org/api-tokens/create', { ...input, orgId })),
  );

export const useRevokeApiToken = (orgId: string) =>
  useTokenMutation(orgId, async (id: string) =>
    postJson('/api/org/api-tokens/revoke', { orgId, id }),
  );
