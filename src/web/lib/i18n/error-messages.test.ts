import { afterAll, describe, expect, it } from 'vitest';
import { ApiError, failureMessage } from '../http';
import { activateLanguage } from './intl';

(globalThis as { document?: unknown }).document = { documentElement: {} };

const refused = (code: string, message: string, status = 429) =>
  new ApiError(code, message, status);

describe('what a failed call says in the active language', () => {
  afterAll(() => activateLanguage('en'));

  it('is the server’s own sentence in English, word for word', async () => {
    await activateLanguage('en');
    expect(failureMessage(refused('RATE_LIMITED', 'Try again in 12 minutes.'), 'Failed')).toBe(
      'Try again in 12 minutes.',
    );
  });

  it('is the code’s message in another language, else the server’s sentence', async () => {
    await activateLanguage('ar');
    expect(failureMessage(refused('RATE_LIMITED', 'Too many requests.'), 'Failed')).toBe(
      'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
    );
    expect(failureMessage(refused('FORBIDDEN', 'Nope', 403), 'Failed')).toBe(
      'لا تملك صلاحية القيام بذلك',
    );
    expect(failureMessage(refused('SOMETHING_NEW', 'Server words', 400), 'Failed')).toBe(
      'Server words',
    );
    // A failure of the server itself keeps the screen's own words, as in English.
    expect(failureMessage(refused('INTERNAL_ERROR', 'Boom', 500), 'Failed')).toBe('Failed');
  });
});
