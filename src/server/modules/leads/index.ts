/** The leads module's door: its routes, and the leads an account export carries. */
export { leadRoutes } from './routes';
export { exportAccountLeads } from './service';
