import { isLockableField, type LockableField } from '../../../shared/brand-kit';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import { ORG_ROLES, type OrgAuditEntry, type OrgRole } from '../../../shared/organisations';
import { formatList } from '../../lib/format';
import { activeLanguage, translate } from '../../lib/i18n/intl';

/**
 * An audit entry's action as a sentence that follows its actor's name
 * (docs/product.md#organisation-audit-log): "invited ana@x.test as member". The details are the
 * server's record of the moment, read defensively: an entry written by an older server may lack
 * one, and the sentence then says less rather than something wrong. Each sentence is a message of the
 * catalogue (`team.audit.*`), written in the active language.
 */

/** A member's name as the page knows it now, or undefined for someone no longer in it. */
export type NameOf = (userId: string) => string | undefined;

/**
 * What the entry names (a name, an address, a domain) as it was written: in another language
 * isolated by Unicode's first-strong isolate, so an address stays left to right inside a
 * right-to-left sentence. English text stays as it is.
 */
const isolated = (value: string): string =>
  activeLanguage() === DEFAULT_LANGUAGE ? value : `\u2068${value}\u2069`;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? isolated(value.trim()) : undefined;

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

const isRole = (value: unknown): value is OrgRole =>
  (ORG_ROLES as readonly unknown[]).includes(value);

/** The role a sentence names: owner, admin or member, else none. */
const roleOf = (value: unknown): OrgRole | 'none' => (isRole(value) ? value : 'none');

/**
 * 'company, website and phone': in English as the product writes it (no comma before "and"),
 * in another language as that language joins a list.
 */
export function listOf(items: readonly string[]): string {
  if (activeLanguage() !== DEFAULT_LANGUAGE) return formatList([...items]);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A person the entry names by id: their name now, else "a former member". */
const personOf = (id: unknown, nameOf: NameOf) =>
  (typeof id === 'string' && nameOf(id) && isolated(nameOf(id) ?? '')) ||
  translate('team.audit.formerMember');

const cardOf = (details: Record<string, unknown>) => {
  const name = text(details.fullName);
  return name ? translate('team.audit.cardOf', { name }) : translate('team.audit.aCard');
};

const LOCKABLE_FIELD_IDS = {
  template: 'team.audit.field.template',
  accentColor: 'team.audit.field.accentColor',
  backgroundColor: 'team.audit.field.backgroundColor',
  fontFamily: 'team.audit.field.fontFamily',
  buttonShape: 'team.audit.field.buttonShape',
  qrLogo: 'team.audit.field.qrLogo',
  brandLogo: 'team.audit.field.brandLogo',
  company: 'team.audit.field.company',
  website: 'team.audit.field.website',
  location: 'team.audit.field.location',
  phone: 'team.audit.field.phone',
  linkedin: 'team.audit.field.linkedin',
  github: 'team.audit.field.github',
  twitter: 'team.audit.field.twitter',
  facebook: 'team.audit.field.facebook',
  instagram: 'team.audit.field.instagram',
} as const satisfies Record<LockableField, MessageId>;

function brandSentence(details: Record<string, unknown>): string {
  const locked = Array.isArray(details.locked)
    ? details.locked
        .filter((field): field is string => typeof field === 'string')
        .map((field) => (isLockableField(field) ? translate(LOCKABLE_FIELD_IDS[field]) : field))
    : [];
  const parts = [
    locked.length
      ? translate('team.audit.brandLocked', { fields: listOf(locked) })
      : translate('team.audit.brandNoLock'),
  ];
  if (details.logo === 'replaced') parts.push(translate('team.audit.logoReplaced'));
  if (details.logo === 'removed') parts.push(translate('team.audit.logoRemoved'));
  const changed = count(details.cardsChanged);
  if (changed > 0) parts.push(translate('team.audit.cardsUpdated', { count: changed }));
  return parts.join(translate('team.audit.partsSeparator'));
}

function importSentence(details: Record<string, unknown>): string {
  const counts = [
    translate('team.audit.importCreated', { count: count(details.created) }),
    translate('team.audit.importUpdated', { count: count(details.updated) }),
  ];
  if (count(details.invited) > 0)
    counts.push(translate('team.audit.importInvited', { count: count(details.invited) }));
  if (count(details.failed) > 0)
    counts.push(translate('team.audit.importFailed', { count: count(details.failed) }));
  return translate('team.audit.import', {
    rows: count(details.rows),
    counts: counts.join(translate('team.audit.countsSeparator')),
  });
}

export function auditSentence(entry: OrgAuditEntry, nameOf: NameOf): string {
  const { details } = entry;
  const email = text(details.email) ?? translate('team.audit.someone');
  const name = text(details.name);
  const domain = text(details.domain);
  const say = translate;
  switch (entry.action) {
    case 'organisation.create':
      return name ? say('team.audit.orgCreateNamed', { name }) : say('team.audit.orgCreate');
    case 'organisation.rename':
      return name ? say('team.audit.orgRenameNamed', { name }) : say('team.audit.orgRename');
    case 'invitation.create':
      return say('team.audit.invite', { email, role: roleOf(details.role) });
    case 'invitation.resend':
      return say('team.audit.inviteResend', { email });
    case 'invitation.revoke':
      return say('team.audit.inviteRevoke', { email });
    case 'member.join':
      return say(details.via === 'sso' ? 'team.audit.joinSso' : 'team.audit.join', {
        role: roleOf(details.role),
      });
    case 'member.role': {
      const person = personOf(entry.targetId, nameOf);
      return isRole(details.from) && isRole(details.to)
        ? say('team.audit.roleFromTo', { person, from: details.from, to: details.to })
        : say('team.audit.role', { person });
    }
    case 'member.remove':
      return say('team.audit.remove', {
        person: personOf(entry.targetId, nameOf),
        role: roleOf(details.role),
      });
    case 'member.leave':
      return say('team.audit.leave');
    case 'card.create': {
      const card = cardOf(details);
      if (text(details.assigneeId))
        return say('team.audit.cardCreateGiven', {
          card,
          person: personOf(details.assigneeId, nameOf),
        });
      const invitee = text(details.inviteeEmail);
      if (invitee) return say('team.audit.cardCreateWaiting', { card, email: invitee });
      return say('team.audit.cardCreate', { card });
    }
    case 'card.assign':
      return text(details.assigneeId)
        ? say('team.audit.cardAssign', {
            card: cardOf(details),
            person: personOf(details.assigneeId, nameOf),
          })
        : say('team.audit.cardUnassign', { card: cardOf(details) });
    case 'card.delete':
      return say('team.audit.cardDelete', { card: cardOf(details) });
    case 'brand.update':
      return brandSentence(details);
    case 'import.run':
      return importSentence(details);
    case 'billing.change':
      return say('team.audit.billing');
    case 'domain.add':
      return say('team.audit.domainAdd', { domain: domain ?? isolated(entry.targetId) });
    case 'domain.verify':
      return say('team.audit.domainVerify', { domain: domain ?? isolated(entry.targetId) });
    case 'domain.remove':
      return say('team.audit.domainRemove', { domain: domain ?? isolated(entry.targetId) });
    case 'api-token.create': {
      const made = name
        ? say('team.audit.apiTokenCreateNamed', { name })
        : say('team.audit.apiTokenCreate');
      const scopes = Array.isArray(details.scopes)
        ? details.scopes.filter((scope): scope is string => typeof scope === 'string').map(isolated)
        : [];
      return scopes.length
        ? say('team.audit.withScopes', { action: made, scopes: listOf(scopes) })
        : made;
    }
    case 'api-token.revoke':
      return name
        ? say('team.audit.apiTokenRevokeNamed', { name })
        : say('team.audit.apiTokenRevoke');
    case 'member.provision':
      return say('team.audit.provision', {
        person: personOf(entry.targetId, nameOf),
        role: roleOf(details.role),
      });
    case 'scim.token.create':
      return name
        ? say('team.audit.scimTokenCreateNamed', { name })
        : say('team.audit.scimTokenCreate');
    case 'scim.token.revoke':
      return name
        ? say('team.audit.scimTokenRevokeNamed', { name })
        : say('team.audit.scimTokenRevoke');
    case 'scim.settings': {
      const groups = Array.isArray(details.adminGroups)
        ? details.adminGroups.map((group) => isolated(String(group)))
        : [];
      return groups.length
        ? say('team.audit.adminGroupsSet', { groups: listOf(groups) })
        : say('team.audit.adminGroupsCleared');
    }
    case 'sso.save':
      return say('team.audit.ssoSave', {
        protocol: String(details.protocol).trim() === 'saml' ? 'SAML 2.0' : 'OpenID Connect',
        domain: domain ?? say('team.audit.aDomain'),
      });
    case 'sso.enforce':
      return say(details.enforced === true ? 'team.audit.ssoEnforce' : 'team.audit.ssoRelax', {
        domain: domain ?? say('team.audit.itsDomain'),
      });
    case 'sso.delete':
      return say('team.audit.ssoDelete', { domain: domain ?? say('team.audit.itsDomain') });
    case 'sso.recovery':
      return say('team.audit.ssoRecovery');
    default:
      return `${String(entry.action)} (${entry.targetType})`;
  }
}
