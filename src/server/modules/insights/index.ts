/**
 * The insights module's door: the counter the public page and the routes report visits to, the
 * owner's and the admin's figures, and the daily figures an account export carries.
 */
export { AnalyticsCounter, rawVisitOf, visitOf } from './counter';
export { ownerDailyFiguresCsv } from './insights';
export { insightsModule } from './module';
