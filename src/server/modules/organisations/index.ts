/** The organisations module's door: its routes, and its context type. */
export { organisationsModule } from './module';
export type { OrganisationsContext } from './context';
export { findOrganisation, ownerEmails, solelyOwnedBy } from './repository';
export { findMembership } from './service';
