import { describe, expect, it } from 'vitest';
import type { OrgSummary } from '../../../shared/organisations';
import {
  assignableRoles,
  canBuySeats,
  canDelete,
  canEditBrand,
  canExport,
  canManageWebhooks,
  canViewAudit,
  canImport,
  canManageMember,
  canManageMembers,
  canRename,
  canViewSeats,
  chosenOrganisation,
} from './permissions';

describe('what each role may do in its organisation', () => {
  it('shows the audit log and the webhooks to owners and admins, and the export to owners', () => {
    expect(canViewAudit('owner')).toBe(true);
    expect(canViewAudit('admin')).toBe(true);
    expect(canViewAudit('member')).toBe(false);
    expect(canManageWebhooks('admin')).toBe(true);
    expect(canManageWebhooks('member')).toBe(false);
    expect(canExport('owner')).toBe(true);
    expect(canExport('admin')).toBe(false);
    expect(canExport('member')).toBe(false);
  });

  it('lets owners and admins invite, rename and manage members; members only look', () => {
    expect(canManageMembers('owner')).toBe(true);
    expect(canManageMembers('admin')).toBe(true);
    expect(canManageMembers('member')).toBe(false);
    expect(canRename('admin')).toBe(true);
    expect(canRename('member')).toBe(false);
  });

  it("shows the organisation's seats to owners and admins, and lets only owners buy them", () => {
    expect(canViewSeats('owner')).toBe(true);
    expect(canViewSeats('admin')).toBe(true);
    expect(canViewSeats('member')).toBe(false);
    expect(canBuySeats('owner')).toBe(true);
    expect(canBuySeats('admin')).toBe(false);
  });

  it('lets only owners delete the organisation', () => {
    expect(canDelete('owner')).toBe(true);
    expect(canDelete('admin')).toBe(false);
    expect(canDelete('member')).toBe(false);
  });

  it('lets only an owner make or unmake an owner', () => {
    expect(assignableRoles('owner')).toEqual(['owner', 'admin', 'member']);
    expect(assignableRoles('admin')).toEqual(['admin', 'member']);
    expect(assignableRoles('member')).toEqual([]);
    expect(canManageMember('owner', 'owner')).toBe(true);
    expect(canManageMember('admin', 'owner')).toBe(false);
    expect(canManageMember('admin', 'member')).toBe(true);
    expect(canManageMember('member', 'member')).toBe(false);
  });
});

describe('the organisation the Team page shows', () => {
  const orgs: OrgSummary[] = [
    { id: '1', name: 'Acme', slug: 'acme', role: 'owner' },
    { id: '2', name: 'Globex', slug: 'globex', role: 'member' },
  ];

  it('is the one the address names, else the first', () => {
    expect(chosenOrganisation(orgs, 'globex')?.id).toBe('2');
    expect(chosenOrganisation(orgs, 'nope')?.id).toBe('1');
    expect(chosenOrganisation(orgs, null)?.id).toBe('1');
    expect(chosenOrganisation([], 'acme')).toBeUndefined();
  });
});

describe('the brand kit and the import', () => {
  it('are for owners and admins; a member reads the kit in their editor only', () => {
    expect([canEditBrand('owner'), canEditBrand('admin'), canEditBrand('member')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([canImport('owner'), canImport('admin'), canImport('member')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
