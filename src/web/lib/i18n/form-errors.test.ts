import { describe, expect, it } from 'vitest';
import {
  completeProfileFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from '../../../shared/user';
import { cardFieldsSchema } from '../../../shared/card';
import { DOMAIN_MESSAGES, orgDomainSchema } from '../../../shared/organisation-domains';
import { ssoSaveSchema } from '../../../shared/sso';
import { activateLanguage } from './intl';
import { FORM_ERROR_SENTENCES, localizeFormError } from './form-errors';
import { readMessagesIn } from '../../../../tests/support/unit/messages';

readMessagesIn();

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

describe('form errors in the active language', () => {
  it('lists the sentences the sign-in and sign-up rules give, each its own English message', () => {
    const given = new Set([
      ...messagesOf(
        signUpFormSchema.safeParse({ email: 'x', password: 'a', confirmPassword: 'b' }),
      ),
      ...messagesOf(
        signUpFormSchema.safeParse({
          email: 'a@b.co',
          password: 'x'.repeat(500),
          confirmPassword: '',
        }),
      ),
      ...messagesOf(signInFormSchema.safeParse({ email: '', password: '' })),
      ...messagesOf(completeProfileFormSchema.safeParse({ fullName: ' ', termsAccepted: false })),
      ...messagesOf(
        completeProfileFormSchema.safeParse({ fullName: 'x'.repeat(500), termsAccepted: true }),
      ),
    ]);
    for (const sentence of given) expect(FORM_ERROR_SENTENCES).toContain(sentence);
    for (const sentence of FORM_ERROR_SENTENCES) expect(localizeFormError(sentence)).toBe(sentence);
  });

  it('shows a listed sentence in the chosen language, and any other as it is', async () => {
    await activateLanguage('de');
    expect(localizeFormError('Passwords do not match')).toBe(
      'Die Passwörter stimmen nicht überein',
    );
    expect(localizeFormError('Password must be at least 8 characters')).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein',
    );
    expect(localizeFormError('Something new')).toBe('Something new');
    expect(localizeFormError(undefined)).toBeUndefined();
    await activateLanguage('en');
  });
});

describe('the card form’s errors in the active language', () => {
  it('lists every sentence the card’s rules give', () => {
    const given = new Set([
      ...messagesOf(
        cardFieldsSchema.safeParse({
          fullName: '',
          jobTitle: ' ',
          email: '',
          phone: '',
          location: '',
        }),
      ),
      ...messagesOf(
        cardFieldsSchema.safeParse({
          title: 'x'.repeat(101),
          fullName: 'x'.repeat(101),
          jobTitle: 'x'.repeat(101),
          company: 'x'.repeat(101),
          bio: 'x'.repeat(101),
          email: 'nope',
          phone: 'call me',
          location: 'x'.repeat(101),
          website: 'not a site',
          linkedin: 'x'.repeat(201),
          github: 'https://example.com/nope',
        }),
      ),
      ...messagesOf(
        cardFieldsSchema.safeParse({
          fullName: 'Ada',
          jobTitle: 'Engineer',
          email: 'ada@example.com',
          phone: '+1 234 567 890 123 456 78',
          location: 'London',
        }),
      ),
    ]);
    expect(given.size).toBeGreaterThan(12);
    for (const sentence of given) expect(FORM_ERROR_SENTENCES).toContain(sentence);
  });

  it('names the field in the chosen language; a network keeps its name', async () => {
    await activateLanguage('ar');
    expect(localizeFormError('Full name is required')).toBe('حقل «الاسم الكامل» مطلوب');
    expect(localizeFormError('Enter a LinkedIn profile link or handle')).toBe(
      'أدخل رابط حساب LinkedIn أو اسم المستخدم',
    );
    await activateLanguage('en');
    expect(localizeFormError('Full name is required')).toBe('Full name is required');
  });
});

describe('the domain and single sign-on forms’ errors in the active language', () => {
  const given = () =>
    new Set([
      ...['', '10.0.0.1', 'co.uk', 'gmail.com', 'nope'].flatMap((domain) =>
        messagesOf(orgDomainSchema.safeParse({ orgId: 'o', domain })),
      ),
      ...messagesOf(
        ssoSaveSchema.safeParse({
          orgId: 'o',
          protocol: 'oidc',
          domain: '',
          issuer: 'ftp://idp.example.com',
          clientId: '',
          clientSecret: '',
          scopes: ['a"b'],
        }),
      ),
      ...messagesOf(
        ssoSaveSchema.safeParse({
          orgId: 'o',
          protocol: 'oidc',
          domain: 'example.com',
          issuer: 'nope',
          clientId: 'c',
          clientSecret: 's',
        }),
      ),
      ...messagesOf(
        ssoSaveSchema.safeParse({ orgId: 'o', protocol: 'saml', domain: 'example.com' }),
      ),
      ...messagesOf(
        ssoSaveSchema.safeParse({
          orgId: 'o',
          protocol: 'saml',
          domain: 'example.com',
          metadataUrl: 'nope',
        }),
      ),
      DOMAIN_MESSAGES.taken,
      DOMAIN_MESSAGES.limit,
    ]);

  it('lists every sentence their rules give, each its own English words', async () => {
    await activateLanguage('en');
    const sentences = given();
    expect(sentences.size).toBeGreaterThan(12);
    for (const sentence of sentences) {
      expect(FORM_ERROR_SENTENCES).toContain(sentence);
      expect(localizeFormError(sentence)).toBe(sentence);
    }
  });

  it('says each of them in Arabic and Japanese', async () => {
    (globalThis as { document?: unknown }).document = { documentElement: {} };
    for (const language of ['ar', 'ja'] as const) {
      await activateLanguage(language);
      for (const sentence of given()) expect(localizeFormError(sentence)).not.toBe(sentence);
    }
    await activateLanguage('ar');
    expect(localizeFormError('Metadata URL must start with https://')).toBe(
      'يجب أن يبدأ عنوان URL لبيانات IdP الوصفية بـ https://',
    );
    await activateLanguage('en');
  });
});
