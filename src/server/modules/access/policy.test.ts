import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  allows,
  POLICY,
  reachOf,
  RESOURCES,
  ROLES,
  userPrincipal,
  type Principal,
} from './policy';
import { covers, ownedBy, scopeOf } from './row-scope';

const member: Principal = { kind: 'user', userId: 'u-member', roles: ['member'] };
const admin: Principal = { kind: 'user', userId: 'u-admin', roles: ['member', 'admin'] };

describe('the access policy', () => {
  it('grants a member their own cards, leads, figures, webhooks, subscription and account', () => {
    for (const action of ['view', 'create', 'edit', 'delete'] as const) {
      expect(reachOf(member, action, 'card'), `card ${action}`).toBe('own');
      expect(reachOf(member, action, 'webhook'), `webhook ${action}`).toBe('own');
    }
    expect(reachOf(member, 'view', 'lead')).toBe('own');
    expect(reachOf(member, 'delete', 'lead')).toBe('own');
    // Leads arrive from visitors; nobody creates one for someone else.
    expect(reachOf(member, 'create', 'lead')).toBeUndefined();
    expect(reachOf(member, 'view', 'insights')).toBe('own');
    expect(reachOf(member, 'edit', 'subscription')).toBe('own');
    expect(reachOf(member, 'delete', 'account')).toBe('own');
  });

  it('gives a member nothing of the admin console', () => {
    for (const resource of RESOURCES) {
      expect(reachOf(member, 'administer', resource), resource).toBeUndefined();
    }
    expect(allows(member, 'administer', 'site')).toBe(false);
  });

  it("lets an admin administer everyone's rows, but not edit them as their owner", () => {
    for (const resource of [
      'card',
      'subscription',
      'support-request',
      'account',
      'organisation',
      'site',
    ] as const) {
      expect(reachOf(admin, 'administer', resource), resource).toBe('any');
    }
    // My Cards, leads and webhooks of an admin are their own, as anyone's are.
    expect(reachOf(admin, 'edit', 'card')).toBe('own');
    expect(reachOf(admin, 'view', 'lead')).toBe('own');
    expect(scopeOf(admin, 'view', 'card')).toEqual({ ownerId: 'u-admin' });
  });

  it('adds roles up, the widest reach winning whatever their order', () => {
    const reversed: Principal = { ...admin, roles: ['admin', 'member'] };
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) {
        expect(reachOf(reversed, action, resource)).toBe(reachOf(admin, action, resource));
      }
    }
    // The admin role alone grants no owner's actions: every user is a member first.
    const adminOnly: Principal = { ...admin, roles: ['admin'] };
    expect(reachOf(adminOnly, 'edit', 'card')).toBeUndefined();
    expect(reachOf(adminOnly, 'administer', 'card')).toBe('any');
  });

  it('decides on a row by its owner when the reach is the principal’s own', () => {
    expect(allows(member, 'edit', 'card', { ownerId: 'u-member' })).toBe(true);
    expect(allows(member, 'edit', 'card', { ownerId: 'u-someone' })).toBe(false);
    expect(allows(admin, 'administer', 'card', { ownerId: 'u-someone' })).toBe(true);
    expect(allows(admin, 'edit', 'card', { ownerId: 'u-someone' })).toBe(false);
  });

  it('turns a reach into the rows a query may touch', () => {
    expect(scopeOf(member, 'edit', 'card')).toEqual({ ownerId: 'u-member' });
    expect(scopeOf(admin, 'administer', 'card')).toBe('any');
    expect(scopeOf(member, 'administer', 'card')).toBe('none');
    expect(ownedBy('u-x')).toEqual({ ownerId: 'u-x' });
    expect(covers({ ownerId: 'u-x' }, { userId: 'u-x' })).toBe(true);
    expect(covers({ ownerId: 'u-x' }, { userId: 'u-y' })).toBe(false);
    expect(covers('any', { userId: 'u-y' })).toBe(true);
    expect(covers('none', { userId: 'u-y' })).toBe(false);
    // An organisation's rows: all of them, or those assigned to one member; never a person's.
    const orgCard = { userId: null, organizationId: 'o-1', assigneeId: 'u-x' };
    expect(covers({ organisationId: 'o-1' }, orgCard)).toBe(true);
    expect(covers({ organisationId: 'o-2' }, orgCard)).toBe(false);
    expect(covers({ organisationId: 'o-1', assigneeId: 'u-x' }, orgCard)).toBe(true);
    expect(covers({ organisationId: 'o-1', assigneeId: 'u-y' }, orgCard)).toBe(false);
    expect(covers({ ownerId: 'u-x' }, orgCard)).toBe(false);
  });

  it('names only known roles, resources and actions in its table', () => {
    expect(Object.keys(POLICY).sort()).toEqual([...ROLES].sort());
    for (const grants of Object.values(POLICY)) {
      for (const [resource, actions] of Object.entries(grants)) {
        expect(RESOURCES).toContain(resource);
        for (const [action, reach] of Object.entries(actions ?? {})) {
          expect(ACTIONS).toContain(action);
          expect(['own', 'any']).toContain(reach);
        }
      }
    }
  });
});

describe('a user’s principal', () => {
  it('is a member, and an admin by the profile’s flag or by ADMIN_EMAILS in any letter case', () => {
    const profile = { isAdmin: false, email: 'Pat@Example.com' };
    expect(userPrincipal('u1', profile, []).roles).toEqual(['member']);
    expect(userPrincipal('u1', { ...profile, isAdmin: true }, []).roles).toEqual([
      'member',
      'admin',
    ]);
    expect(userPrincipal('u1', profile, ['pat@example.com']).roles).toEqual(['member', 'admin']);
    expect(userPrincipal('u1', profile, ['someone@example.com'])).toEqual({
      kind: 'user',
      userId: 'u1',
      roles: ['member'],
    });
  });
});
