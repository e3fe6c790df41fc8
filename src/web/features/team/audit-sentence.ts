import { isLockableField, LOCKABLE_FIELD_LABELS } from '../../../shared/brand-kit';
import { ORG_ROLES, type OrgAuditEntry, type OrgRole } from '../../../shared/organisations';

/**
 * An audit entry's action as a sentence that follows its actor's name
 * (docs/product.md#organisation-audit-log): "invited ana@x.test as member". The details are the
 * server's record of the moment, read defensively: an entry written by an older server may lack
 * one, and the sentence then says less rather than something wrong.
 */

/** A member's name as the page knows it now, or undefined for someone no longer in it. */
export type NameOf = (userId: string) => string | undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

const isRole = (value: unknown): value is OrgRole =>
  (ORG_ROLES as readonly unknown[]).includes(value);

/** ' as member', or nothing when the role is not one. */
const asRole = (value: unknown): string => (isRole(value) ? ` as ${value}` : '');

const withArticle = (role: unknown): string =>
  isRole(role) ? `${role === 'owner' || role === 'admin' ? 'an' : 'a'} ${role}` : 'a member';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** 'company, website and phone' */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const possessive = (name: string) => `${name}’s`;

/** A person the entry names by id: their name now, else "a former member". */
const personOf = (id: unknown, nameOf: NameOf) =>
  (typeof id === 'string' && nameOf(id)) || 'a former member';

const cardOf = (details: Record<string, unknown>) => {
  const name = text(details.fullName);
  return name ? `the card of ${name}` : 'a card';
};

function brandSentence(details: Record<string, unknown>): string {
  const locked = Array.isArray(details.locked)
    ? details.locked
        .filter((field): field is string => typeof field === 'string')
        .map((field) => (isLockableField(field) ? LOCKABLE_FIELD_LABELS[field] : field))
        .map((label) => label.charAt(0).toLowerCase() + label.slice(1))
    : [];
  const parts = [
    locked.length
      ? `locked ${listOf(locked)} in the brand kit`
      : 'saved the brand kit with no field locked',
  ];
  if (details.logo === 'replaced') parts.push('replaced its logo');
  if (details.logo === 'removed') parts.push('removed its logo');
  const changed = count(details.cardsChanged);
  if (changed > 0) parts.push(`${plural(changed, 'card')} updated`);
  return parts.join('; ');
}

function importSentence(details: Record<string, unknown>): string {
  const counts = [
    `${count(details.created).toLocaleString('en-US')} created`,
    `${count(details.updated).toLocaleString('en-US')} updated`,
  ];
  if (count(details.invited) > 0)
    counts.push(`${count(details.invited).toLocaleString('en-US')} invited`);
  if (count(details.failed) > 0)
    counts.push(`${count(details.failed).toLocaleString('en-US')} failed`);
  return `imported ${plural(count(details.rows), 'row')}: ${counts.join(', ')}`;
}

export function auditSentence(entry: OrgAuditEntry, nameOf: NameOf): string {
  const { details } = entry;
  const email = text(details.email) ?? 'someone';
  switch (entry.action) {
    case 'organisation.create':
      return text(details.name)
        ? `created the organisation ${text(details.name)}`
        : 'created the organisation';
    case 'organisation.rename':
      return text(details.name)
        ? `renamed the organisation to ${text(details.name)}`
        : 'renamed the organisation';
    case 'invitation.create':
      return `invited ${email}${asRole(details.role)}`;
    case 'invitation.resend':
      return `sent the invitation of ${email} again`;
    case 'invitation.revoke':
      return `revoked the invitation of ${email}`;
    case 'member.join':
      return details.via === 'sso'
        ? `joined${asRole(details.role)} through single sign-on`
        : `joined${asRole(details.role)}`;
    case 'member.role': {
      const whose = `changed ${possessive(personOf(entry.targetId, nameOf))} role`;
      return isRole(details.from) && isRole(details.to)
        ? `${whose} from ${details.from} to ${details.to}`
        : whose;
    }
    case 'member.remove':
      return `removed ${personOf(entry.targetId, nameOf)}, ${withArticle(details.role)}`;
    case 'member.leave':
      return 'left the organisation';
    case 'card.create': {
      const made = `created ${cardOf(details)}`;
      if (text(details.assigneeId))
        return `${made}, given to ${personOf(details.assigneeId, nameOf)}`;
      if (text(details.inviteeEmail))
        return `${made}, waiting for ${text(details.inviteeEmail)} to join`;
      return made;
    }
    case 'card.assign':
      return text(details.assigneeId)
        ? `assigned ${cardOf(details)} to ${personOf(details.assigneeId, nameOf)}`
        : `unassigned ${cardOf(details)}`;
    case 'card.delete':
      return `deleted ${cardOf(details)}`;
    case 'brand.update':
      return brandSentence(details);
    case 'import.run':
      return importSentence(details);
    case 'billing.change':
      return 'changed the subscription';
    case 'domain.add':
      return `added the domain ${text(details.domain) ?? entry.targetId}`;
    case 'domain.verify':
      return `verified the domain ${text(details.domain) ?? entry.targetId}`;
    case 'domain.remove':
      return `removed the domain ${text(details.domain) ?? entry.targetId}`;
    case 'api-token.create': {
      const made = text(details.name)
        ? `created the API token ${text(details.name)}`
        : 'created an API token';
      const scopes = Array.isArray(details.scopes)
        ? details.scopes.filter((s) => typeof s === 'string')
        : [];
      return scopes.length ? `${made} (${listOf(scopes)})` : made;
    }
    case 'api-token.revoke':
      return text(details.name)
        ? `revoked the API token ${text(details.name)}`
        : 'revoked an API token';
    case 'member.provision':
      return `added ${personOf(entry.targetId, nameOf)}${asRole(details.role)} from the directory`;
    case 'scim.token.create':
      return `created the SCIM token ${text(details.name) ?? ''}`.trimEnd();
    case 'scim.token.revoke':
      return `revoked the SCIM token ${text(details.name) ?? ''}`.trimEnd();
    case 'scim.settings': {
      const groups = Array.isArray(details.adminGroups) ? details.adminGroups.map(String) : [];
      return groups.length
        ? `set the directory's admin groups to ${listOf(groups)}`
        : "cleared the directory's admin groups";
    }
    case 'sso.save':
      return `connected single sign-on (${text(details.protocol) === 'saml' ? 'SAML 2.0' : 'OpenID Connect'}) for ${text(details.domain) ?? 'a domain'}`;
    case 'sso.enforce':
      return details.enforced === true
        ? `required single sign-on for ${text(details.domain) ?? 'its domain'}`
        : `stopped requiring single sign-on for ${text(details.domain) ?? 'its domain'}`;
    case 'sso.delete':
      return `removed single sign-on for ${text(details.domain) ?? 'its domain'}`;
    case 'sso.recovery':
      return 'signed in with a password while single sign-on is required (owner recovery)';
    default:
      return `${String(entry.action)} (${entry.targetType})`;
  }
}
