/**
 * Organisations (docs/product.md#organisations): a company that runs its team's cards. Its roles,
 * the requests of the /api/org/* routes and the messages the Team screens show. Shared by the
 * server and the web app.
 */
import { z } from 'zod';
import { MY_CARDS_PAGE_SIZE, type Card } from './card';

/** A member's role in one organisation; the owner may do everything, including deleting it. */
export const ORG_ROLES = ['owner', 'admin', 'member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export const ORG_ROLE_LABELS: Record<OrgRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

/** The organisation's Team page, where its members, invitations and seats are. */
export const teamPagePath = (slug: string) => `/team?org=${encodeURIComponent(slug)}`;

export const ORG_NAME_MAX_LENGTH = 80;
export const ORG_SLUG_MAX_LENGTH = 48;
/** How long an invitation's link may be used. */
export const INVITATION_DAYS = 7;
/** Members one organisation may have. */
export const ORG_MEMBERSHIP_LIMIT = 10_000;
/** Invitations one organisation may have pending at once (a bulk import sends up to 1,000). */
export const ORG_PENDING_INVITATION_LIMIT = 5_000;
/** Invitation mails one person may have sent in an hour (each goes to an address they typed). */
export const INVITATIONS_PER_HOUR = 100;

export const ORG_MESSAGES = {
  created: 'Organisation created',
  updated: 'Organisation updated',
  deleted: 'Organisation deleted',
  invited: 'Invitation sent',
  resent: 'Invitation sent again',
  revoked: 'Invitation revoked',
  joined: 'You joined the organisation',
  roleChanged: 'Role changed',
  removed: 'Member removed',
  left: 'You left the organisation',
  slugTaken: 'Another organisation already uses this address',
  alreadyMember: 'This person is already a member',
  lastOwner: 'An organisation needs an owner: make someone else owner first',
  confirmationMismatch: 'Type the organisation’s name exactly to delete it',
  wrongAddress: 'This invitation was sent to another e-mail address',
  expired: 'This invitation has expired: ask for a new one',
  closed: 'This invitation was revoked or used already',
  notFound: 'No such organisation',
  cardAssigned: 'Card assigned',
  cardUnassigned: 'Card unassigned',
  assigneeNotMember: 'Only a member of the organisation can be given its cards',
} as const;

const orgId = z.string().trim().min(1, 'Organisation is required').max(64);
const userId = z.string().trim().min(1).max(64);

export const orgNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(ORG_NAME_MAX_LENGTH, `Name must be at most ${ORG_NAME_MAX_LENGTH} characters`);

export const orgSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'Address must be at least 2 characters')
  .max(ORG_SLUG_MAX_LENGTH, `Address must be at most ${ORG_SLUG_MAX_LENGTH} characters`)
  .regex(
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
    'Address may contain lowercase letters, digits and dashes, not at either end',
  );

/** The slug a name suggests: lowercase letters and digits joined by dashes. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ORG_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

export const createOrgSchema = z.object({ name: orgNameSchema, slug: orgSlugSchema.optional() });
export const orgRefSchema = z.object({ orgId });
export const updateOrgSchema = z.object({ orgId, name: orgNameSchema });
export const deleteOrgSchema = z.object({ orgId, confirmation: z.string().max(200) });
export const inviteSchema = z.object({
  orgId,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Enter a valid email address')
    .pipe(z.email('Enter a valid email address')),
  role: z.enum(ORG_ROLES, { error: 'Choose owner, admin or member' }),
});
export const invitationRefSchema = z.object({ orgId, invitationId: userId });
export const acceptInvitationSchema = z.object({ token: z.string().trim().min(1).max(128) });
export const updateMemberSchema = z.object({
  orgId,
  userId,
  role: z.enum(ORG_ROLES, { error: 'Choose owner, admin or member' }),
});
export const memberRefSchema = z.object({ orgId, userId });

export const listOrgCardsSchema = z.object({
  orgId,
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(MY_CARDS_PAGE_SIZE),
  /** Only cards assigned to no one. */
  unassigned: z.boolean().optional(),
});
/** `userId` null: the card is assigned to no one. */
export const assignCardSchema = z.object({
  orgId,
  cardId: z.string().trim().min(1).max(64),
  userId: userId.nullable(),
});

/** The member an organisation's card is assigned to, as the Team screens show them. */
export interface CardAssignee {
  userId: string;
  name: string;
  email: string;
}

/** An organisation's card with who it is assigned to. */
export type OrgCard = Card & { assignee: CardAssignee | null };

export interface OrgCardList {
  items: OrgCard[];
  totalCount: number;
}

/** What an organisation's audit log records (docs/product.md#organisation-audit-log). */
export const ORG_AUDIT_ACTIONS = [
  'organisation.create',
  'organisation.rename',
  'invitation.create',
  'invitation.resend',
  'invitation.revoke',
  'member.join',
  'member.role',
  'member.remove',
  'member.leave',
  'card.create',
  'card.assign',
  'card.delete',
  'brand.update',
  'import.run',
  'billing.change',
  'domain.add',
  'domain.verify',
  'domain.remove',
  'api-token.create',
  'api-token.revoke',
  'member.provision',
  'scim.token.create',
  'scim.token.revoke',
  'scim.settings',
  'sso.save',
  'sso.enforce',
  'sso.delete',
  'sso.recovery',
] as const;
export type OrgAuditAction = (typeof ORG_AUDIT_ACTIONS)[number];

export interface OrgAuditEntry {
  id: string;
  /** ISO time. */
  at: string;
  actor: { id: string | null; email: string; name: string };
  action: OrgAuditAction;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

export const orgAuditQuerySchema = z.object({
  orgId,
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
});

export interface OrgSummary {
  id: string;
  name: string;
  slug: string;
  role: OrgRole;
}

export interface OrgMember {
  userId: string;
  email: string;
  name: string;
  role: OrgRole;
  joinedAt: string;
}

export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

export interface OrgInvitation {
  id: string;
  email: string;
  role: OrgRole;
  state: InvitationState;
  expiresAt: string;
  invitedBy: string;
}

/** What the link of an invitation mail shows before it is accepted. */
export interface InvitationPreview {
  organisation: string;
  email: string;
  role: OrgRole;
  state: InvitationState;
}
