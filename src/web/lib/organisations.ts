import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { orgAllows, type OrgAction, type OrgResource } from '../../shared/organisation-policy';
import type { OrgRole, OrgSummary } from '../../shared/organisations';
import { postJson, retryServerFailures } from './http';
import { orgSlugOf } from './org-context';
import { orgKeys } from './query-keys';

/**
 * The organisations the signed-in user belongs to, with their role in each: the header's switcher,
 * My Cards, the card editor and Team read the same answer (docs/product.md#organisations).
 */
export function useOrganisations() {
  return useQuery({
    queryKey: orgKeys.list,
    queryFn: async () => (await postJson<{ items: OrgSummary[] }>('/api/org/list')).items,
    retry: retryServerFailures,
    staleTime: 60_000,
  });
}

/**
 * What a role may do in its organisation, read from the table the server asks
 * (shared/organisation-policy.ts): the server decides; the screens only leave out what it would refuse.
 */
export const orgRoleMay = (role: OrgRole, action: OrgAction, resource: OrgResource): boolean =>
  orgAllows({ userId: '', organisationId: '', role }, action, resource);

/** Owners and admins make, assign and delete every card of the organisation; members edit theirs. */
export const managesOrgCards = (role: OrgRole): boolean => orgRoleMay(role, 'create', 'card');

export type OrgContext =
  | { kind: 'personal' }
  /** The address names an organisation and the list of the user's is still on its way. */
  | { kind: 'pending'; slug: string }
  | { kind: 'organisation'; organisation: OrgSummary }
  /** The address names no organisation of the user's (left, removed, or mistyped). */
  | { kind: 'unknown'; slug: string };

/** The context the address (`?org=<slug>`) puts the screen in (lib/org-context.ts). */
export function useOrgContext(): OrgContext {
  const [params] = useSearchParams();
  const slug = orgSlugOf(params);
  const organisations = useOrganisations();
  if (slug === null) return { kind: 'personal' };
  const organisation = organisations.data?.find((item) => item.slug === slug);
  if (organisation) return { kind: 'organisation', organisation };
  return organisations.isPending || organisations.isFetching
    ? { kind: 'pending', slug }
    : { kind: 'unknown', slug };
}
