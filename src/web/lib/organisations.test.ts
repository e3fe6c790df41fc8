import { describe, expect, it } from 'vitest';
import { managesOrgCards } from './organisations';

describe("who runs an organisation's cards", () => {
  it('is its owners and admins; a member only edits the cards assigned to them', () => {
    expect(managesOrgCards('owner')).toBe(true);
    expect(managesOrgCards('admin')).toBe(true);
    expect(managesOrgCards('member')).toBe(false);
  });
});
