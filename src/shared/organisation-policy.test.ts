import { describe, expect, it } from 'vitest';
import { ORG_ROLES, type OrgRole } from './organisations';
import {
  ORG_ACTIONS,
  ORG_POLICY,
  ORG_RESOURCES,
  orgAllows,
  type OrgAction,
  type OrgResource,
} from './organisation-policy';

const as = (role: OrgRole) => ({ userId: `u-${role}`, organisationId: 'o-1', role });

/** Every grant of a role, as `resource:action` strings, for comparing whole rows of the table. */
const grantsOf = (role: OrgRole) =>
  ORG_RESOURCES.flatMap((resource) =>
    ORG_ACTIONS.filter((action) => orgAllows(as(role), action, resource)).map(
      (action) => `${resource}:${action}`,
    ),
  );

describe("the organisation's access policy", () => {
  it('has a row for every role the shared contract names, and nothing else', () => {
    expect(Object.keys(ORG_POLICY).sort()).toEqual([...ORG_ROLES].sort());
  });

  it('lets only an owner delete the organisation or touch an owner', () => {
    const deciders = ORG_ROLES.filter((role) => orgAllows(as(role), 'delete', 'organisation'));
    expect(deciders).toEqual(['owner']);
    const ownershipEditors = ORG_ROLES.filter((role) => orgAllows(as(role), 'edit', 'ownership'));
    expect(ownershipEditors).toEqual(['owner']);
  });

  it('lets owners and admins invite, revoke, change roles and remove members', () => {
    for (const role of ['owner', 'admin'] as const) {
      for (const [action, resource] of [
        ['create', 'invitation'],
        ['delete', 'invitation'],
        ['edit', 'membership'],
        ['delete', 'membership'],
        ['edit', 'organisation'],
      ] as [OrgAction, OrgResource][]) {
        expect(orgAllows(as(role), action, resource), `${role} ${action} ${resource}`).toBe(true);
      }
    }
  });

  it('lets a member see the organisation and its members and edit their own cards, and nothing more', () => {
    expect(grantsOf('member')).toEqual([
      'organisation:view',
      'membership:view',
      'own-card:view',
      'own-card:edit',
      'brand:view',
      'own-lead:view',
      'own-lead:edit',
      'own-insights:view',
    ]);
  });

  it('shows the audit log to owners and admins only', () => {
    expect(ORG_ROLES.filter((role) => orgAllows(as(role), 'view', 'audit-log'))).toEqual([
      'owner',
      'admin',
    ]);
  });

  it('lets owners and admins make, assign and delete every card of the organisation', () => {
    for (const role of ORG_ROLES) {
      const all = ORG_ACTIONS.every((action) => orgAllows(as(role), action, 'card'));
      expect(all, role).toBe(role !== 'member');
    }
  });

  it('gives each wider role everything of the narrower one', () => {
    const member = new Set(grantsOf('member'));
    const admin = new Set(grantsOf('admin'));
    const owner = new Set(grantsOf('owner'));
    for (const grant of member) expect(admin.has(grant), grant).toBe(true);
    for (const grant of admin) expect(owner.has(grant), grant).toBe(true);
    expect(owner.size).toBeGreaterThan(admin.size);
    expect(admin.size).toBeGreaterThan(member.size);
  });
});
