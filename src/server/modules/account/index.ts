/** The account module's door: the signed-in user's own data (export, deletion). */
export { accountModule } from './module';
