/** The support module's door: its routes, the job that purges unconfirmed requests, and deletion. */
export { supportRoutes } from './routes';
export { deleteSupportRequestsOf, purgeUnconfirmedSupportRequests } from './service';
