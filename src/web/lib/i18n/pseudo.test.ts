import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/messages/en';
import { pseudoCatalogue, pseudoMessage } from './pseudo';

const format = (message: string, values: Record<string, unknown> = {}) =>
  new IntlMessageFormat(pseudoMessage(parse(message)), 'en').format(values) as string;

describe('the pseudo-locale', () => {
  it('keeps no plain letter of a message, wraps it and lengthens it by a third', () => {
    const text = format('Create Card');
    expect(text).toMatch(/^⟦[^A-Za-z]+⟧$/);
    expect(text.length).toBeGreaterThanOrEqual(Math.ceil(('Create Card'.length * 4) / 3) + 2);
  });

  it('leaves the values a message is given and its plural choice as they are', () => {
    const text = format('{count, plural, one {# card for {email}} other {# cards for {email}}}', {
      count: 2,
      email: 'ada@example.com',
    });
    expect(text).toContain('2 ');
    expect(text).toContain('ada@example.com');
    expect(text.replace('ada@example.com', '')).not.toMatch(/[A-Za-z]/);
  });

  it('keeps the tags a message gives its words', () => {
    const parts = new IntlMessageFormat(
      pseudoMessage(parse('Signed in as <b>{email}</b>')),
      'en',
    ).format({
      email: 'a@b.co',
      b: (chunks: unknown[]) => `[${chunks.join('')}]`,
    });
    expect(Array.isArray(parts) ? parts.join('') : parts).toContain('[a@b.co]');
  });

  it('turns every English message into one with no plain word', () => {
    const compiled = pseudoCatalogue(
      Object.fromEntries(Object.entries(en).map(([id, message]) => [id, parse(message)])),
    );
    const literals = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((element) => {
        if (element.type === TYPE.literal) return [element.value];
        if (element.type === TYPE.tag) return literals(element.children);
        if (element.type === TYPE.plural || element.type === TYPE.select)
          return Object.values(element.options).flatMap((option) => literals(option.value));
        return [];
      });
    expect(Object.keys(compiled)).toEqual(Object.keys(en));
    for (const [id, tree] of Object.entries(compiled)) {
      const text = literals(tree).join('');
      expect(text, id).toMatch(/^⟦/);
      expect(text, id).not.toMatch(/[A-Za-z]/);
    }
  });
});
