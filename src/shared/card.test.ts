import { describe, expect, it } from 'vitest';
import { cardFieldsSchema, normalizeWebsite, WEBSITE_MESSAGE } from './card';

const valid = {
  fullName: 'Ada Lovelace',
  jobTitle: 'Analyst',
  email: 'ada@example.com',
  phone: '0412 345 678',
  location: 'London',
};

const firstMessage = (input: Record<string, unknown>) => {
  const result = cardFieldsSchema.safeParse(input);
  return result.success
    ? undefined
    : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;
};

describe('cardFieldsSchema (docs/product.md#validation-card-form)', () => {
  it('accepts a minimal card and fills the optional fields with empty text', () => {
    expect(cardFieldsSchema.parse(valid)).toMatchObject({
      ...valid,
      company: '',
      bio: '',
      website: '',
      github: '',
    });
  });

  it('requires full name, e-mail, phone, location and job title', () => {
    for (const field of ['fullName', 'email', 'phone', 'location', 'jobTitle'] as const) {
      expect(firstMessage({ ...valid, [field]: '   ' })).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('limits job title, bio and website to 100 characters and phone to 15', () => {
    expect(firstMessage({ ...valid, jobTitle: 'x'.repeat(101) })).toBe(
      'jobTitle: Job title must be at most 100 characters',
    );
    expect(firstMessage({ ...valid, bio: 'x'.repeat(101) })).toBe(
      'bio: Bio must be at most 100 characters',
    );
    expect(cardFieldsSchema.safeParse({ ...valid, bio: 'x'.repeat(100) }).success).toBe(true);
    expect(
      firstMessage({ ...valid, website: `https://www.example.com/${'x'.repeat(80)}` }),
    ).toMatch(/^website: /);
    expect(firstMessage({ ...valid, phone: '0'.repeat(16) })).toMatch(/^phone: /);
  });

  it('hints at a valid e-mail address', () => {
    expect(firstMessage({ ...valid, email: 'ada@' })).toBe('email: Enter a valid email address');
  });

  it('checks and normalises the website', () => {
    expect(cardFieldsSchema.parse({ ...valid, website: 'www.example.com/about' }).website).toBe(
      'https://www.example.com/about',
    );
    expect(cardFieldsSchema.parse({ ...valid, website: 'http://example.org' }).website).toBe(
      'http://example.org',
    );
    for (const website of [
      'not a site',
      'javascript:alert(1)',
      'example',
      'https://example.c',
      'example.123',
      '-example.com',
      'example-.com',
      'exa_mple.com',
      'example..com',
      'https://.com',
      `${'x'.repeat(64)}.com`,
      'example.xn--',
    ]) {
      expect(firstMessage({ ...valid, website }), website).toBe(`website: ${WEBSITE_MESSAGE}`);
    }
    expect(normalizeWebsite(' example.com ')).toBe('https://example.com');
  });

  // Any valid top level, however long (docs/decisions/0029): the seed's 2-6 letters refused these.
  it('accepts every valid top-level domain', () => {
    for (const [typed, stored] of [
      ['studio.photography', 'https://studio.photography'],
      ['https://www.acme.consulting/about', 'https://www.acme.consulting/about'],
      ['ada.example', 'https://ada.example'],
      ['shop.international:8443/en', 'https://shop.international:8443/en'],
      ['bücher.example', 'https://bücher.example'],
      ['пример.рф', 'https://пример.рф'],
      ['example.xn--p1ai', 'https://example.xn--p1ai'],
      [`${'x'.repeat(63)}.${'y'.repeat(30)}`, `https://${'x'.repeat(63)}.${'y'.repeat(30)}`],
    ]) {
      expect(cardFieldsSchema.safeParse({ ...valid, website: typed }).data?.website, typed).toBe(
        stored,
      );
    }
  });

  it('normalises social values and refuses other schemes', () => {
    const parsed = cardFieldsSchema.parse({
      ...valid,
      github: '@octocat',
      linkedin: 'linkedin.com/in/ada',
    });
    expect(parsed.github).toBe('https://github.com/octocat');
    expect(parsed.linkedin).toBe('https://linkedin.com/in/ada');
    expect(firstMessage({ ...valid, twitter: 'javascript:alert(1)' })).toMatch(/^twitter: /);
  });

  it('refuses unknown fields, naming them', () => {
    const result = cardFieldsSchema.safeParse({ ...valid, isAdmin: true });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('isAdmin');
  });
});
