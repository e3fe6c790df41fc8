/**
 * The access module's door: the policy's table, the principal, and the row scopes every
 * owner-scoped query is built from. Nothing here reads a request or the database.
 */
export {
  ACTIONS,
  allows,
  apiTokenActorId,
  apiTokenIdOfActor,
  hasRole,
  POLICY,
  reachOf,
  RESOURCES,
  ROLES,
  tokenPrincipal,
  userPrincipal,
  type Action,
  type Principal,
  type Reach,
  type Resource,
  type Role,
  type TokenPrincipal,
  type UserPrincipal,
} from './policy';
export {
  checkoutsFor,
  covers,
  heldBy,
  holderOf,
  holderOfScope,
  orgScopeOf,
  ownedBy,
  scopeOf,
  within,
  type Holder,
  type RowScope,
} from './row-scope';
export {
  ORG_ACTIONS,
  ORG_POLICY,
  ORG_RESOURCES,
  orgAllows,
  type OrgAction,
  type OrgMembership,
  type OrgResource,
} from '../../../shared/organisation-policy';
