/** The system module's door: health, readiness and the admin console's site set-up. */
export { systemModule } from './module';
