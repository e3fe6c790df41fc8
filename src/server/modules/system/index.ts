/** The system module's door: health, readiness and the admin console's site set-up. */
export { siteSetupRoutes } from './admin-routes';
export { systemRoutes } from './routes';
