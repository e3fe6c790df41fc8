import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PROVIDER_SIGN_IN_ERRORS } from '../../../shared/error-codes';
import { SSO_MESSAGES } from '../../../shared/sso';
import {
  AUTH_MESSAGES,
  signInErrorMessage,
  signUpErrorMessage,
  socialErrorMessage,
} from './messages';
import { readMessagesIn } from '../../../../tests/support/unit/messages';

readMessagesIn();

describe('what the sign-in page says when an organisation requires single sign-on', () => {
  const required = SSO_MESSAGES.required('Acme Corp');

  it('shows the server’s sentence naming the organisation for a refused password sign-in or sign-up', () => {
    expect(signInErrorMessage(ERROR_CODES.SSO_REQUIRED, required)).toBe(required);
    expect(signUpErrorMessage(ERROR_CODES.SSO_REQUIRED, required)).toBe(required);
  });

  it('keeps its own words for every other refusal, whatever the server said', () => {
    expect(signInErrorMessage(ERROR_CODES.INVALID_EMAIL_OR_PASSWORD, 'something else')).toBe(
      'Authentication failed: Email or password is incorrect. Please try again.',
    );
    expect(signUpErrorMessage(ERROR_CODES.UNKNOWN, 'something else')).toBe(
      AUTH_MESSAGES.signUpFailure,
    );
  });

  it('says so, without an organisation named by the address, when another provider was refused', () => {
    expect(socialErrorMessage(PROVIDER_SIGN_IN_ERRORS.SSO_REQUIRED)).toBe(
      AUTH_MESSAGES.ssoRequired,
    );
  });
});
