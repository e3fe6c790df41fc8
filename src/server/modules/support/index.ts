/** The support module's door: its routes, the job that purges unconfirmed requests, and deletion. */
export { supportModule } from './module';
export { deleteSupportRequestsOf } from './service';
