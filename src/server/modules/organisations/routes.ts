/**
 * The organisation routes (docs/product.md#organisations). Each asks the caller's role in the
 * named organisation of the organisation policy (service.ts); an outsider gets 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationSchema,
  createOrgSchema,
  deleteOrgSchema,
  invitationRefSchema,
  inviteSchema,
  memberRefSchema,
  ORG_AUDIT_ACTIONS,
  ORG_MESSAGES,
  ORG_ROLES,
  orgAuditQuerySchema,
  orgRefSchema,
  updateMemberSchema,
  updateOrgSchema,
} from '../../../shared/organisations';
import { mailSiteUrl } from '../../lib/request-origin';
import { signedInErrors, signedInSecurity } from '../../lib/route-schemas';
import { callerOf } from './caller';
import * as service from './service';

const role = z.enum(ORG_ROLES);
const summary = z.object({ id: z.string(), name: z.string(), slug: z.string(), role });
const message = z.object({ message: z.string() });
const member = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role,
  joinedAt: z.string(),
});
const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role,
  state: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  expiresAt: z.string(),
  invitedBy: z.string(),
});
const preview = z.object({
  organisation: z.string(),
  email: z.string(),
  role,
  state: invitation.shape.state,
});

const tags = ['organisations'];

/**
 * What the organisation routes are handed by the app: how to remove what an organisation holds in
 * other modules (its cards and their files) before it is deleted, since those modules ask this one
 * who its members are.
 */
export interface OrganisationRouteOptions {
  removeHoldings: (organisationId: string) => Promise<void>;
}

export const organisationRoutes: FastifyPluginAsyncZod<OrganisationRouteOptions> = async (
  app,
  options,
) => {
  app.post(
    '/api/org/create',
    {
      schema: {
        tags,
        summary:
          'Create an organisation (a name and a unique address); the caller becomes its owner',
        security: signedInSecurity,
        body: createOrgSchema,
        response: { 201: summary, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(app, request);
      return reply.code(201).send(await service.createOrganisation(app, caller, request.body));
    },
  );

  app.post(
    '/api/org/list',
    {
      schema: {
        tags,
        summary: 'The organisations you belong to, with your role in each',
        security: signedInSecurity,
        response: { 200: z.object({ items: z.array(summary) }), ...signedInErrors },
      },
    },
    async (request) => ({
      items: await service.listOrganisations(app, await callerOf(app, request)),
    }),
  );

  app.post(
    '/api/org/update',
    {
      schema: {
        tags,
        summary: 'Rename an organisation (owners and admins)',
        security: signedInSecurity,
        body: updateOrgSchema,
        response: { 200: summary, ...signedInErrors },
      },
    },
    async (request) => service.renameOrganisation(app, await callerOf(app, request), request.body),
  );

  app.post(
    '/api/org/delete',
    {
      schema: {
        tags,
        summary: 'Delete an organisation, its name typed again as the confirmation (owners)',
        security: signedInSecurity,
        body: deleteOrgSchema,
        response: { 200: message, ...signedInErrors },
      },
    },
    async (request) => {
      await service.deleteOrganisation(
        app,
        await callerOf(app, request),
        request.body,
        options.removeHoldings,
      );
      return { message: ORG_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/org/invite',
    {
      schema: {
        tags,
        summary:
          'Invite an address with a role and mail it the link (valid 7 days, once); a pending invitation is sent again (owners and admins; only owners invite owners)',
        security: signedInSecurity,
        body: inviteSchema,
        response: { 200: z.object({ id: z.string(), message: z.string() }), ...signedInErrors },
      },
    },
    async (request) =>
      service.invite(
        app,
        await callerOf(app, request),
        request.body,
        mailSiteUrl(app.config, request),
      ),
  );

  app.post(
    '/api/org/list-invitations',
    {
      schema: {
        tags,
        summary:
          'An organisation’s invitations, newest first, with their state (owners and admins)',
        security: signedInSecurity,
        body: orgRefSchema,
        response: { 200: z.object({ items: z.array(invitation) }), ...signedInErrors },
      },
    },
    async (request) => ({
      items: await service.listInvitations(app, await callerOf(app, request), request.body.orgId),
    }),
  );

  app.post(
    '/api/org/revoke-invitation',
    {
      schema: {
        tags,
        summary: 'Revoke a pending invitation: its link stops working (owners and admins)',
        security: signedInSecurity,
        body: invitationRefSchema,
        response: { 200: message, ...signedInErrors },
      },
    },
    async (request) => {
      await service.revokeInvitation(app, await callerOf(app, request), request.body);
      return { message: ORG_MESSAGES.revoked };
    },
  );

  app.post(
    '/api/org/get-invitation',
    {
      schema: {
        tags,
        summary: 'The invitation of a mailed link, to the address it was sent to',
        security: signedInSecurity,
        body: acceptInvitationSchema,
        response: { 200: preview, ...signedInErrors },
      },
    },
    async (request) =>
      service.previewInvitation(app, await callerOf(app, request), request.body.token),
  );

  app.post(
    '/api/org/accept-invitation',
    {
      schema: {
        tags,
        summary: 'Join the organisation of a mailed invitation, signed in with its address',
        security: signedInSecurity,
        body: acceptInvitationSchema,
        response: { 200: summary.extend({ message: z.string() }), ...signedInErrors },
      },
    },
    async (request) =>
      service.acceptInvitation(app, await callerOf(app, request), request.body.token),
  );

  app.post(
    '/api/org/list-members',
    {
      schema: {
        tags,
        summary: 'An organisation’s members with their roles (every member)',
        security: signedInSecurity,
        body: orgRefSchema,
        response: { 200: z.object({ items: z.array(member) }), ...signedInErrors },
      },
    },
    async (request) => ({
      items: await service.listMembers(app, await callerOf(app, request), request.body.orgId),
    }),
  );

  app.post(
    '/api/org/update-member',
    {
      schema: {
        tags,
        summary:
          'Change a member’s role (owners and admins; only owners make or unmake owners; the last owner stays)',
        security: signedInSecurity,
        body: updateMemberSchema,
        response: { 200: message, ...signedInErrors },
      },
    },
    async (request) => {
      await service.changeRole(app, await callerOf(app, request), request.body);
      return { message: ORG_MESSAGES.roleChanged };
    },
  );

  app.post(
    '/api/org/remove-member',
    {
      schema: {
        tags,
        summary:
          'Remove a member (owners and admins; only owners remove owners; the last owner stays)',
        security: signedInSecurity,
        body: memberRefSchema,
        response: { 200: message, ...signedInErrors },
      },
    },
    async (request) => {
      await service.removeMember(app, await callerOf(app, request), request.body);
      return { message: ORG_MESSAGES.removed };
    },
  );

  app.post(
    '/api/org/leave',
    {
      schema: {
        tags,
        summary: 'Leave an organisation (its last owner cannot)',
        security: signedInSecurity,
        body: orgRefSchema,
        response: { 200: message, ...signedInErrors },
      },
    },
    async (request) => {
      await service.leaveOrganisation(app, await callerOf(app, request), request.body.orgId);
      return { message: ORG_MESSAGES.left };
    },
  );

  app.post(
    '/api/org/audit-log',
    {
      schema: {
        tags,
        summary:
          "The organisation's audit log, newest first: who changed what and when (owners and admins)",
        security: signedInSecurity,
        body: orgAuditQuerySchema,
        response: {
          200: z.object({
            items: z.array(
              z.object({
                id: z.string(),
                at: z.string(),
                actor: z.object({ id: z.string().nullable(), email: z.string(), name: z.string() }),
                action: z.enum(ORG_AUDIT_ACTIONS),
                targetType: z.string(),
                targetId: z.string(),
                details: z.record(z.string(), z.unknown()),
              }),
            ),
            totalCount: z.number().int(),
          }),
          ...signedInErrors,
        },
      },
    },
    async (request) => {
      const caller = await callerOf(app, request);
      return service.organisationAuditLog(app, caller, request.body);
    },
  );
};
