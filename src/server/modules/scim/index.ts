/** The SCIM module's door: its routes, and what runs after a directory's change commits. */
export { scimRoutes as scimModule } from './routes';
export { afterScimChange } from './service';
