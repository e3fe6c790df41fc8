import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ApiError } from '../../lib/http';
import { activateLanguage } from '../../lib/i18n/intl';
import { readMessagesIn } from '../../../../tests/support/unit/messages';
import { targetRefusalText } from './target-refusal';

readMessagesIn();

const refused = (message: string, details?: Record<string, string>) =>
  new ApiError(ERROR_CODES.VALIDATION_ERROR, message, 400, details);

describe('why the server will not send to a webhook’s URL', () => {
  afterAll(() => activateLanguage('en'));

  const resolves = refused('url: public.example resolves to a loopback address (127.0.0.1)', {
    reason: 'RESOLVES_NOT_PUBLIC',
    host: 'public.example',
    address: '127.0.0.1',
  });

  it('says the server’s reason in English, and nothing for a refusal of another field', async () => {
    await activateLanguage('en');
    expect(targetRefusalText(resolves)).toBe(
      'public.example resolves to a loopback address (127.0.0.1)',
    );
    expect(targetRefusalText(refused('events: pick one'))).toBeUndefined();
  });

  it('says it in Arabic and Japanese, the host and address isolated', async () => {
    await activateLanguage('ar');
    expect(targetRefusalText(resolves)).toBe(
      'يشير \u2068public.example\u2069 إلى عنوان غير عام (\u2068127.0.0.1\u2069)',
    );
    expect(
      targetRefusalText(refused('url: the URL must start with https://', { reason: 'NOT_HTTPS' })),
    ).toBe('يجب أن يبدأ عنوان URL بـ https://');
    await activateLanguage('ja');
    expect(
      targetRefusalText(
        refused('url: nowhere.example could not be resolved', {
          reason: 'UNRESOLVED',
          host: 'nowhere.example',
        }),
      ),
    ).toBe('\u2068nowhere.example\u2069 の名前を解決できませんでした');
    // A reason this screen does not know yet: the server's words rather than nothing.
    expect(targetRefusalText(refused('url: something new'))).toBe('something new');
  });
});
