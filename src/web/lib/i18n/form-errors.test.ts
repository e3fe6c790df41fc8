import { describe, expect, it } from 'vitest';
import {
  completeProfileFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from '../../../shared/user';
import { activateLanguage } from './intl';
import { FORM_ERROR_SENTENCES, localizeFormError } from './form-errors';

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
    (globalThis as { document?: unknown }).document = { documentElement: {} };
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
