/** The leads module's door: its routes, and the leads an account export carries. */
export { leadsModule } from './module';
export { exportAccountLeads, exportLeadsOf } from './service';
export type { LeadsContext } from './context';
