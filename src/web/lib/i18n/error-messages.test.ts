import { afterAll, describe, expect, it } from 'vitest';
import { BRAND_MESSAGES, LOCKABLE_FIELDS } from '../../../shared/brand-kit';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { ErrorDetails } from '../../../shared/errors';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '../../../shared/i18n/languages';
import {
  IMAGE_MAX_ASPECT_RATIO,
  IMAGE_MESSAGES,
  IMAGE_MIN_SIDE,
  imageShapeProblem,
} from '../../../shared/images';
import { ApiError, apiErrorOf, failureMessage } from '../http';
import { DETAILED_CODES, lockedFieldValues, ONE_SENTENCE_CODES } from './error-messages';
import { activateLanguage, translate } from './intl';

(globalThis as { document?: unknown }).document = { documentElement: {} };

const refused = (code: string, message: string, status = 429) =>
  new ApiError(code, message, status);

/** A refusal as the client reads it off the wire, `details` and all. */
const answered = (status: number, body: object) => apiErrorOf(status, '', body);

describe('what a failed call says in the active language', () => {
  afterAll(() => activateLanguage('en'));

  it('has a message for every error code in every language', async () => {
    const codes = Object.keys(ERROR_CODES);
    expect(codes.length).toBeGreaterThan(80);
    for (const language of LANGUAGE_CODES) {
      const catalogue = (await LANGUAGES[language].load()).default as Record<string, string>;
      for (const code of codes) {
        expect(catalogue[`error.${code}`]?.trim(), `${language}: error.${code}`).toBeTruthy();
      }
    }
  });

  it('says of every code whether one sentence says it or the server’s details do, never both', () => {
    for (const code of Object.keys(ERROR_CODES)) {
      const kinds = [Object.hasOwn(ONE_SENTENCE_CODES, code), Object.hasOwn(DETAILED_CODES, code)];
      expect(kinds.filter(Boolean), code).toHaveLength(1);
    }
  });

  it('is the server’s own sentence in English, word for word', async () => {
    await activateLanguage('en');
    expect(failureMessage(refused('RATE_LIMITED', 'Try again in 12 minutes.'), 'Failed')).toBe(
      'Try again in 12 minutes.',
    );
    const detailed = answered(415, {
      error: 'FILE_TYPE_NOT_ALLOWED',
      message: 'File type not allowed: notes.txt',
      details: { file: 'notes.txt' },
    });
    expect(failureMessage(detailed, 'Failed')).toBe('File type not allowed: notes.txt');
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

  it('says the codes new to the catalogue in the reader’s language, with the product’s limits', async () => {
    await activateLanguage('de');
    expect(failureMessage(refused('SLUG_TAKEN', 'Another organisation…', 409), 'Failed')).toBe(
      'Eine andere Organisation verwendet diese Adresse bereits',
    );
    expect(failureMessage(refused('DOMAIN_LIMIT', 'At most 50 domains', 409), 'Failed')).toBe(
      'Eine Organisation kann höchstens 50 Domains haben',
    );
    await activateLanguage('ja');
    expect(failureMessage(refused('LINK_EXPIRED', 'This link has expired…', 409), 'Failed')).toBe(
      'このリンクは有効期限が切れています（有効期間は 24 時間です）。名刺のページからもう一度コピーをリクエストしてください。',
    );
  });

  it('keeps what a refusal names: its details in the reader’s language, else the server’s sentence', async () => {
    await activateLanguage('fr');
    const tooMany = answered(429, {
      error: 'RATE_LIMITED',
      message: 'Too many test events for this endpoint. Try again in 7 minutes.',
      details: { minutes: 7 },
    });
    expect(failureMessage(tooMany, 'Failed')).toBe('Trop de requêtes. Réessayez dans 7 minutes.');
    const notAllowed = answered(415, {
      error: 'FILE_TYPE_NOT_ALLOWED',
      message: 'File type not allowed: notes.txt',
      details: { file: 'notes.txt' },
    });
    expect(failureMessage(notAllowed, 'Failed')).toBe('Type de fichier non autorisé : notes.txt');
    const below = answered(409, {
      error: 'BELOW_CARD_COUNT',
      message: 'You already have 3 cards, so the trial needs at least 3 cards (you asked for 2).',
      details: { created: 3, asked: 2 },
    });
    expect(failureMessage(below, 'Failed')).toBe(
      'Vous avez déjà 3 cartes, l’essai doit donc en compter au moins 3 (vous en avez demandé 2).',
    );
    // Without its details, or with a shape the client does not trust, the server's sentence.
    for (const details of [undefined, { other: 'x' }, { file: { nested: true } }, ['notes.txt']]) {
      const bare = answered(415, {
        error: 'FILE_TYPE_NOT_ALLOWED',
        message: 'File type not allowed: notes.txt',
        ...(details && { details }),
      });
      expect(failureMessage(bare, 'Failed')).toBe('File type not allowed: notes.txt');
    }
    // Without its details a measured image stays the server's sentence; a field and zod's
    // reason always do.
    expect(
      failureMessage(refused('IMAGE_SHAPE_NOT_ACCEPTED', 'The image is 8×800 pixels', 415), 'x'),
    ).toBe('The image is 8×800 pixels');
    expect(failureMessage(refused('VALIDATION_ERROR', 'bio: Too long', 400), 'x')).toBe(
      'bio: Too long',
    );
  });
});

describe('the codes whose sentence names the case, outside English', () => {
  afterAll(() => activateLanguage('en'));

  /** Said by one sentence in the catalogue, whatever the server's words. */
  const ONE_SENTENCE = [
    'PREMIUM_REQUIRED',
    'HAS_SUBSCRIPTION',
    'STATUS_FROM_PROVIDER',
    'EDIT_CONFLICT',
    'NOT_CONFIGURED',
    'IMAGE_TOO_LARGE',
  ] as const;

  /** Each detailed code as the server answers it: its English sentence and its details. */
  const organisation = 'Acme: North';
  const DETAILED: { error: string; status: number; message: string; details: ErrorDetails }[] = [
    {
      error: 'FILE_TOO_LARGE',
      status: 413,
      message: IMAGE_MESSAGES.tooLarge(5),
      details: { megabytes: 5 },
    },
    {
      error: 'IMAGE_SHAPE_NOT_ACCEPTED',
      status: 415,
      message: imageShapeProblem(8, 800) ?? '',
      details: {
        width: '8',
        height: '800',
        minSide: String(IMAGE_MIN_SIDE),
        maxRatio: IMAGE_MAX_ASPECT_RATIO,
      },
    },
    ...LOCKABLE_FIELDS.map((field) => ({
      error: 'FIELD_LOCKED',
      status: 403,
      message: BRAND_MESSAGES.locked(field, organisation),
      details: { field, organisation },
    })),
  ];

  const valuesOf = (error: string, details: ErrorDetails) =>
    error === 'FIELD_LOCKED' ? lockedFieldValues(details) : details;

  it('has an English message word for word the server’s sentence, given its details', async () => {
    await activateLanguage('en');
    for (const { error, message, details } of DETAILED) {
      expect(translate(`error.${error}` as MessageId, valuesOf(error, details)), error).toBe(
        message,
      );
    }
  });

  it('says each in every other language from the catalogue, with what the server named', async () => {
    for (const language of LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)) {
      await activateLanguage(language);
      for (const code of ONE_SENTENCE) {
        const shown = failureMessage(refused(code, 'Server words', 409), 'Failed');
        expect(shown, `${language}: ${code}`).toBe(translate(`error.${code}`));
        expect(shown, `${language}: ${code}`).not.toBe('Server words');
      }
      for (const { error, status, message, details } of DETAILED) {
        const shown = failureMessage(answered(status, { error, message, details }), 'Failed');
        const label = `${language}: ${error} ${String(details.field ?? '')}`;
        expect(shown, label).not.toBe(message);
        expect(shown, label).not.toMatch(/[{}]/);
        if (error === 'FIELD_LOCKED') {
          expect(shown, label).toContain(organisation);
          expect(shown, label).toContain(lockedFieldValues(details)?.field);
        }
        if (error === 'IMAGE_SHAPE_NOT_ACCEPTED') expect(shown, label).toMatch(/8\D.*800/u);
      }
    }
  });

  it('keeps the server’s sentence for a detailed code without its details or with a field it does not know', async () => {
    await activateLanguage('de');
    for (const { error, status, message } of DETAILED) {
      expect(failureMessage(answered(status, { error, message }), 'Failed')).toBe(message);
    }
    const unknown = answered(403, {
      error: 'FIELD_LOCKED',
      message: 'Mood is set by Acme: ask an owner or admin to change the brand kit',
      details: { field: 'mood', organisation: 'Acme' },
    });
    expect(failureMessage(unknown, 'Failed')).toBe(
      'Mood is set by Acme: ask an owner or admin to change the brand kit',
    );
  });

  it('names a locked field as the editor labels it, a social network by its own name', async () => {
    await activateLanguage('fr');
    const company = answered(403, {
      error: 'FIELD_LOCKED',
      message: BRAND_MESSAGES.locked('company', 'Acme'),
      details: { field: 'company', organisation: 'Acme' },
    });
    expect(failureMessage(company, 'Failed')).toBe(
      `Le champ « ${translate('brandKit.field.company')} » est défini par Acme : demandez à un propriétaire ou à un administrateur de modifier le kit de marque`,
    );
    expect(lockedFieldValues({ field: 'linkedin', organisation: 'Acme' })).toEqual({
      field: 'LinkedIn',
      organisation: 'Acme',
    });
  });
});
