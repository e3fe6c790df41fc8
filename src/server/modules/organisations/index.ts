/** The organisations module's door: its routes, and its context type. */
export { organisationsModule } from './module';
export type { OrganisationsContext } from './context';
export { findOrganisation, ownerEmails, solelyOwnedBy } from './repository';
export {
  findMembership,
  invite,
  inviteInTransaction,
  organisationScope,
  requireMembership,
  type Caller,
} from './service';
export { invitationsOf, membersOf } from './repository';
export { allOrgAudit, recordOrgAudit, type OrgAuditRecord } from './audit';
export { domainsOfOrganisation, isDomainVerifiedBy, verifiedOrganisationForEmail } from './domains';
