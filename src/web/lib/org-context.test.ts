import { describe, expect, it } from 'vitest';
import { orgSlugOf, switchedContextPath, withOrg } from './org-context';

describe('orgSlugOf', () => {
  it('reads the organisation the address names', () => {
    expect(orgSlugOf('?org=acme')).toBe('acme');
    expect(orgSlugOf(new URLSearchParams({ id: 'c1', org: 'acme-2' }))).toBe('acme-2');
  });

  it('is null for the personal context: no parameter, or an empty one', () => {
    expect(orgSlugOf('')).toBeNull();
    expect(orgSlugOf('?id=c1')).toBeNull();
    expect(orgSlugOf('?org=')).toBeNull();
    expect(orgSlugOf('?org=%20')).toBeNull();
  });
});

describe('withOrg', () => {
  it('adds the organisation to a path, keeping its other parameters and hash', () => {
    expect(withOrg('/', 'acme')).toBe('/?org=acme');
    expect(withOrg('/update?id=c1', 'acme')).toBe('/update?id=c1&org=acme');
    expect(withOrg('/?success=card_created#top', 'acme')).toBe(
      '/?success=card_created&org=acme#top',
    );
  });

  it('replaces an organisation already named, and removes it for the personal context', () => {
    expect(withOrg('/team?org=old', 'new')).toBe('/team?org=new');
    expect(withOrg('/?org=acme&success=card_deleted', null)).toBe('/?success=card_deleted');
    expect(withOrg('/team?org=acme', null)).toBe('/team');
    expect(withOrg('/insights', null)).toBe('/insights');
  });
});

describe('switchedContextPath', () => {
  it('stays on My Cards, Insights, Leads, Team and a new card, in the chosen context', () => {
    expect(switchedContextPath('/insights', 'acme')).toBe('/insights?org=acme');
    expect(switchedContextPath('/leads', 'acme')).toBe('/leads?org=acme');
    expect(switchedContextPath('/leads', null)).toBe('/leads');
    expect(switchedContextPath('/team/audit', 'acme')).toBe('/team/audit?org=acme');
    expect(switchedContextPath('/', 'acme')).toBe('/?org=acme');
    expect(switchedContextPath('/', null)).toBe('/');
    expect(switchedContextPath('/team', 'acme')).toBe('/team?org=acme');
    expect(switchedContextPath('/create', 'acme')).toBe('/create?org=acme');
    expect(switchedContextPath('/create', null)).toBe('/create');
    expect(switchedContextPath('/team/brand', 'acme')).toBe('/team/brand?org=acme');
    expect(switchedContextPath('/team/import', 'acme')).toBe('/team/import?org=acme');
  });

  it('goes to My Cards from Team for the personal context, and from every other screen', () => {
    expect(switchedContextPath('/team', null)).toBe('/');
    expect(switchedContextPath('/team/brand', null)).toBe('/');
    expect(switchedContextPath('/update', 'acme')).toBe('/?org=acme');
    expect(switchedContextPath('/team/audit', null)).toBe('/');
    expect(switchedContextPath('/account', null)).toBe('/');
  });
});
