import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/error-codes';
import { SSO_REFUSAL_REASONS } from '../../../shared/sso';
import { ApiError } from '../../lib/http';
import { activateLanguage } from '../../lib/i18n/intl';
import { readMessagesIn } from '../../../../tests/support/unit/messages';
import { ssoRefusalText, ssoSaveRefusalText } from './sso-refusal';

readMessagesIn();

const refused = (message: string, details?: Record<string, string | number>) =>
  new ApiError(ERROR_CODES.SSO_PROVIDER_INVALID, message, 400, details);

describe('what the single sign-on form says when the server refused the provider', () => {
  afterAll(() => activateLanguage('en'));

  const status = refused('Metadata URL: the address answered 404, not the metadata', {
    reason: 'METADATA_STATUS',
    status: 404,
  });
  const discovery = refused('Issuer URL: Discovery endpoint returned 404', {
    reason: 'DISCOVERY_NOT_FOUND',
    field: 'issuer',
    host: 'idp.example.com',
  });

  it('says the server’s sentence in English, the library’s words and all', async () => {
    await activateLanguage('en');
    expect(ssoSaveRefusalText(status)).toBe(status.message);
    expect(ssoSaveRefusalText(discovery)).toBe(discovery.message);
  });

  it('says each reason from the catalogue in Arabic and Japanese, with the field’s own label', async () => {
    await activateLanguage('ar');
    expect(ssoSaveRefusalText(status)).toBe(
      'عنوان URL لبيانات IdP الوصفية: أجاب العنوان بالرمز 404 بدلًا من البيانات الوصفية',
    );
    expect(
      ssoSaveRefusalText(
        refused('Issuer URL: x.test resolves to a private address (10.0.0.1)', {
          reason: 'ADDRESS_REFUSED',
          field: 'issuer',
          host: 'x.test',
        }),
      ),
    ).toBe(
      'عنوان URL للجهة المُصدِرة: لا يمكن لخادمنا الوصول إلى \u2068x.test\u2069: يجب أن يكون عنوانًا عامًا',
    );
    // A refusal without a reason: the form's own sentence, never the sign-in's.
    expect(ssoSaveRefusalText(refused('The identity provider was refused'))).toBe(
      'رُفض مزوّد الهوية',
    );

    await activateLanguage('ja');
    expect(ssoSaveRefusalText(discovery)).toBe(
      '発行者 URL: このアドレスに OpenID の設定が見つかりませんでした',
    );
    expect(
      ssoSaveRefusalText(
        new ApiError(ERROR_CODES.SSO_DOMAIN_NOT_VERIFIED, 'acme.test already has…', 409, {
          reason: 'DOMAIN_TAKEN',
          domain: 'acme.test',
        }),
      ),
    ).toBe('\u2068acme.test\u2069 にはすでにシングルサインオンのプロバイダーがあります。');
  });

  it('has a sentence for every reason the server gives, in every language', async () => {
    for (const language of ['de', 'fr', 'es', 'ar', 'he', 'ja'] as const) {
      await activateLanguage(language);
      for (const reason of SSO_REFUSAL_REASONS) {
        const text = ssoRefusalText({
          reason,
          field: 'issuer',
          host: 'h',
          domain: 'd',
          status: 500,
        });
        expect(text, `${language} ${reason}`).toBeTruthy();
        expect(text).not.toMatch(/^team\./);
      }
    }
    expect(ssoRefusalText({ reason: 'SOMETHING_NEW' })).toBeUndefined();
  });
});
