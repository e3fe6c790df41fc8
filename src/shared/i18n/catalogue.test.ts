import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  directionOf,
  LANGUAGE_CODES,
  LANGUAGES,
  languageFromAcceptLanguage,
  languageOr,
} from './languages';
import en from './messages/en';

/** The arguments and tags a message uses, by name and kind ("arg:min", "tag:b"), sorted. */
function placeholdersOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(`arg:${element.value}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        found.add(`arg:${element.value}`);
        for (const option of Object.values(element.options)) placeholdersOf(option.value, found);
        break;
      case TYPE.tag:
        found.add(`tag:${element.value}`);
        placeholdersOf(element.children, found);
        break;
      default:
        break;
    }
  }
  return found;
}

const sorted = (set: Set<string>) => [...set].sort();

const englishKeys = Object.keys(en).sort();

describe('the message catalogue', () => {
  it('lists seven languages, Arabic and Hebrew right to left', () => {
    expect(LANGUAGE_CODES).toEqual(['en', 'de', 'fr', 'es', 'ar', 'he', 'ja']);
    expect(LANGUAGE_CODES.filter((code) => directionOf(code) === 'rtl')).toEqual(['ar', 'he']);
  });

  it('parses every English message', () => {
    for (const [key, message] of Object.entries(en)) {
      expect(() => parse(message), key).not.toThrow();
    }
  });

  for (const code of LANGUAGE_CODES) {
    it(`has every key of English and no other in ${code}, each parsing with English's placeholders`, async () => {
      const catalogue: Record<string, string> = (await LANGUAGES[code].load()).default;
      expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
      for (const [key, source] of Object.entries(en)) {
        const message = catalogue[key] ?? '';
        expect(message.trim(), `${code} ${key} is empty`).not.toBe('');
        let elements: MessageFormatElement[] = [];
        expect(() => (elements = parse(message)), `${code} ${key} does not parse`).not.toThrow();
        expect(sorted(placeholdersOf(elements)), `${code} ${key}`).toEqual(
          sorted(placeholdersOf(parse(source))),
        );
      }
    });
  }

  it('keeps every key in one area only, so no area silently overrides another', async () => {
    const folder = new URL('./messages/en/', import.meta.url);
    const owner = new Map<string, string>();
    const repeated: string[] = [];
    const areas = readdirSync(folder).filter((file) => file.endsWith('.ts'));
    for (const file of areas) {
      const area: Record<string, string> = (
        (await import(/* @vite-ignore */ new URL(file, folder).href)) as {
          default: Record<string, string>;
        }
      ).default;
      for (const key of Object.keys(area)) {
        if (owner.has(key)) repeated.push(`${key} in ${owner.get(key)} and ${file}`);
        owner.set(key, file);
      }
    }
    expect(areas.length).toBeGreaterThan(1);
    expect(repeated).toEqual([]);
    expect(owner.size).toBe(englishKeys.length);
  });

  it('catches a translation that renames a placeholder or breaks a tag (the check itself)', () => {
    expect(sorted(placeholdersOf(parse('Weiter mit {anbieter}')))).not.toEqual(
      sorted(placeholdersOf(parse(en['auth.continueWith']))),
    );
    expect(() => parse('<b>{email}')).toThrow();
  });
});

describe('choosing a language from Accept-Language', () => {
  it('takes the first of ours by quality, a region falling back to its language', () => {
    expect(languageFromAcceptLanguage('ar-EG,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageFromAcceptLanguage('pt-BR, de-AT;q=0.7, fr;q=0.9')).toBe('fr');
    expect(languageFromAcceptLanguage('HE-il')).toBe('he');
    expect(languageFromAcceptLanguage('ja;q=0.2, es;q=0.5')).toBe('es');
  });

  it('picks nothing from a missing, wildcard, refused or unknown range', () => {
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageFromAcceptLanguage('*')).toBeUndefined();
    expect(languageFromAcceptLanguage('de;q=0')).toBeUndefined();
    expect(languageFromAcceptLanguage('xx-YY, zz')).toBeUndefined();
    expect(languageFromAcceptLanguage(';;;,,, q=')).toBeUndefined();
  });

  it('falls back to English for anything stored that is not one of ours', () => {
    expect(languageOr('klingon')).toBe('en');
    expect(languageOr(undefined)).toBe('en');
    expect(languageOr('__proto__')).toBe('en');
    expect(languageOr('he')).toBe('he');
  });
});
