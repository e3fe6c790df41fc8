/** The sso module's door: its routes, and the sign-in rules the app hands the identity library. */
export { ssoModule } from './module';
export { createSsoSignInHooks } from './sign-in';
