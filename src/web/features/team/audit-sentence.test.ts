import { describe, expect, it } from 'vitest';
import type { OrgAuditEntry } from '../../../shared/organisations';
import { auditSentence, listOf } from './audit-sentence';
import { readMessagesIn } from '../../../../tests/support/unit/messages';

readMessagesIn();

const entry = (
  action: OrgAuditEntry['action'],
  details: Record<string, unknown> = {},
  targetId = 't1',
): OrgAuditEntry => ({
  id: 'e1',
  at: '2026-11-28T08:00:00.000Z',
  actor: { id: 'u0', email: 'olga@x.test', name: 'Olga' },
  action,
  targetType: action.split('.')[0] ?? '',
  targetId,
  details,
});

const names = new Map([
  ['u1', 'Ben'],
  ['u2', 'Ana Lima'],
]);
const nameOf = (id: string) => names.get(id);
const say = (e: OrgAuditEntry) => auditSentence(e, nameOf);

describe('auditSentence', () => {
  it('says what happened to the organisation and its invitations', () => {
    expect(say(entry('organisation.create', { name: 'Acme', slug: 'acme' }))).toBe(
      'created the organisation Acme',
    );
    expect(say(entry('organisation.rename', { name: 'Acme Ltd' }))).toBe(
      'renamed the organisation to Acme Ltd',
    );
    expect(say(entry('invitation.create', { email: 'ana@x.test', role: 'member' }))).toBe(
      'invited ana@x.test as member',
    );
    expect(say(entry('invitation.resend', { email: 'ana@x.test', role: 'admin' }))).toBe(
      'sent the invitation of ana@x.test again',
    );
    expect(say(entry('invitation.revoke', { email: 'ana@x.test' }))).toBe(
      'revoked the invitation of ana@x.test',
    );
  });

  it('names members by their name now, and someone gone as a former member', () => {
    expect(say(entry('member.role', { from: 'member', to: 'admin' }, 'u1'))).toBe(
      'changed Ben’s role from member to admin',
    );
    expect(say(entry('member.role', { from: 'admin', to: 'owner' }, 'gone'))).toBe(
      'changed a former member’s role from admin to owner',
    );
    expect(say(entry('member.remove', { role: 'admin' }, 'u1'))).toBe('removed Ben, an admin');
    expect(say(entry('member.remove', { role: 'member' }, 'gone'))).toBe(
      'removed a former member, a member',
    );
    expect(say(entry('member.join', { email: 'ben@x.test', role: 'member' }))).toBe(
      'joined as member',
    );
    expect(say(entry('member.leave', { role: 'admin' }))).toBe('left the organisation');
  });

  it('says what the directory did, and what was done to its tokens and groups', () => {
    expect(say(entry('member.provision', { role: 'member', via: 'scim' }, 'u1'))).toBe(
      'added Ben as member from the directory',
    );
    expect(say(entry('scim.token.create', { name: 'Okta' }))).toBe('created the SCIM token Okta');
    expect(say(entry('scim.token.revoke', { name: 'Okta' }))).toBe('revoked the SCIM token Okta');
    expect(say(entry('scim.settings', { adminGroups: ['Admins', 'IT'] }))).toBe(
      "set the directory's admin groups to Admins and IT",
    );
    expect(say(entry('scim.settings', { adminGroups: [] }))).toBe(
      "cleared the directory's admin groups",
    );
  });

  it('says whose card was made, given, taken back or deleted', () => {
    expect(say(entry('card.create', { fullName: 'Ana Lima', assigneeId: 'u2' }))).toBe(
      'created the card of Ana Lima, given to Ana Lima',
    );
    expect(say(entry('card.create', { fullName: 'Cy', inviteeEmail: 'cy@x.test' }))).toBe(
      'created the card of Cy, waiting for cy@x.test to join',
    );
    expect(say(entry('card.create', { fullName: 'Sales desk' }))).toBe(
      'created the card of Sales desk',
    );
    expect(say(entry('card.assign', { fullName: 'Ana Lima', assigneeId: 'u1' }))).toBe(
      'assigned the card of Ana Lima to Ben',
    );
    expect(say(entry('card.assign', { fullName: 'Ana Lima', assigneeId: null }))).toBe(
      'unassigned the card of Ana Lima',
    );
    expect(say(entry('card.delete', { fullName: 'Ana Lima' }))).toBe(
      'deleted the card of Ana Lima',
    );
  });

  it('lists the brand kit’s locks by their labels, with the logo and the cards it changed', () => {
    expect(
      say(entry('brand.update', { locked: ['company', 'website'], logo: 'kept', cardsChanged: 0 })),
    ).toBe('locked company and website in the brand kit');
    expect(
      say(
        entry('brand.update', {
          locked: ['accentColor', 'company', 'phone'],
          logo: 'replaced',
          cardsChanged: 12,
        }),
      ),
    ).toBe(
      'locked accent colour, company and main phone in the brand kit; replaced its logo; 12 cards updated',
    );
    expect(say(entry('brand.update', { locked: [], logo: 'removed', cardsChanged: 1 }))).toBe(
      'saved the brand kit with no field locked; removed its logo; 1 card updated',
    );
  });

  it('counts an import’s rows', () => {
    expect(
      say(entry('import.run', { rows: 120, created: 100, updated: 20, invited: 0, failed: 0 })),
    ).toBe('imported 120 rows: 100 created, 20 updated');
    expect(
      say(entry('import.run', { rows: 1, created: 0, updated: 0, invited: 0, failed: 1 })),
    ).toBe('imported 1 row: 0 created, 0 updated, 1 failed');
    expect(
      say(
        entry('import.run', { rows: 1200, created: 1000, updated: 0, invited: 1000, failed: 200 }),
      ),
    ).toBe('imported 1,200 rows: 1,000 created, 0 updated, 1,000 invited, 200 failed');
  });

  it('names the domain added, verified or removed', () => {
    expect(say(entry('domain.add', { domain: 'acme.test' }))).toBe('added the domain acme.test');
    expect(say(entry('domain.verify', { domain: 'acme.test' }))).toBe(
      'verified the domain acme.test',
    );
    expect(say(entry('domain.remove', { domain: 'acme.test', wasVerified: true }))).toBe(
      'removed the domain acme.test',
    );
  });

  it('says less rather than something wrong when a detail is missing', () => {
    expect(say(entry('invitation.create'))).toBe('invited someone');
    expect(say(entry('member.role', {}, 'u1'))).toBe('changed Ben’s role');
    expect(say(entry('card.delete'))).toBe('deleted a card');
    expect(say(entry('organisation.rename'))).toBe('renamed the organisation');
    expect(say(entry('billing.change', { status: 'active' }))).toBe('changed the subscription');
  });
});

describe('listOf', () => {
  it('names the API tokens made and revoked, with their scopes', () => {
    expect(
      say(entry('api-token.create', { name: 'CRM sync', scopes: ['cards:read', 'leads:read'] })),
    ).toBe('created the API token CRM sync (cards:read and leads:read)');
    expect(say(entry('api-token.revoke', { name: 'CRM sync' }))).toBe(
      'revoked the API token CRM sync',
    );
    expect(say(entry('api-token.revoke'))).toBe('revoked an API token');
  });

  it('joins with commas and a last "and"', () => {
    expect(listOf([])).toBe('');
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b'])).toBe('a and b');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
