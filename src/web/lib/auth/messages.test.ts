import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PROVIDER_SIGN_IN_ERRORS } from '../../../shared/error-codes';
import { SSO_MESSAGES } from '../../../shared/sso';
import {
  AUTH_MESSAGES,
  signInErrorMessage,
  signUpErrorMessage,
  socialErrorMessage,
} from './messages';
import { activateLanguage } from '../i18n/intl';
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

describe('what the sign-in page says when a single sign-on came back refused', () => {
  afterAll(() => activateLanguage('en'));

  it('says why in English, and the same in Arabic and Japanese', async () => {
    await activateLanguage('en');
    expect(socialErrorMessage(PROVIDER_SIGN_IN_ERRORS.SSO_DOMAIN_NOT_VERIFIED)).toBe(
      "Sign-in failed: this address is not in a verified domain of the provider's organisation.",
    );
    expect(socialErrorMessage('invalid_state')).toBe(
      'Sign-in failed: the sign-in took too long or was started in another browser. Start it again.',
    );
    // A code nobody has a sentence for yet: the code, made readable.
    expect(socialErrorMessage('brand_new_failure')).toBe('Sign-in failed: brand new failure.');

    await activateLanguage('ar');
    expect(socialErrorMessage(PROVIDER_SIGN_IN_ERRORS.SSO_DOMAIN_NOT_VERIFIED)).toBe(
      'تعذّر تسجيل الدخول: هذا العنوان ليس ضمن نطاق تم التحقق منه لدى مؤسسة المزوّد.',
    );
    expect(socialErrorMessage('invalid_saml_response')).toMatch(
      /^تعذّر تسجيل الدخول: تسجيل الدخول الخاص بمؤسستك/,
    );

    await activateLanguage('ja');
    expect(socialErrorMessage('access_denied')).toBe(
      'ログインできませんでした：プロバイダーでログインがキャンセルされました。',
    );
  });
});
