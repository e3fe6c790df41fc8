import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { precompiledMessages } from '../../scripts/precompiled-messages.mjs';
import ar from '../../src/shared/i18n/messages/ar';
import en from '../../src/shared/i18n/messages/en';

/** A catalogue module as the build hands it over once TypeScript is stripped. */
const moduleOf = (messages: Record<string, string>) =>
  `const messages = ${JSON.stringify(messages)};\nexport default messages;\n`;

async function compile(messages: Record<string, string>, id: string) {
  const plugin = precompiledMessages() as unknown as {
    transform: (code: string, id: string) => Promise<{ code: string } | null>;
  };
  const result = await plugin.transform(moduleOf(messages), id);
  if (!result) return null;
  const module = (await import(`data:text/javascript,${encodeURIComponent(result.code)}`)) as {
    default: Record<string, ConstructorParameters<typeof IntlMessageFormat>[0]>;
  };
  return module.default;
}

const VALUES = {
  min: 8,
  max: 128,
  year: '2026',
  email: 'a@b.co',
  provider: 'GitHub',
  reason: 'access denied',
  organisation: 'Acme',
  name: 'Ada Lovelace',
  months: 2,
};
const tags = { b: (c: unknown[]) => c.join(''), button: (c: unknown[]) => c.join('') };

describe('catalogues compiled for the browser', () => {
  for (const [language, messages] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`formats every ${language} message from its syntax tree as from its text`, async () => {
      const compiled = await compile(messages, `/app/src/shared/i18n/messages/${language}/app.ts`);
      expect(Object.keys(compiled ?? {})).toEqual(Object.keys(messages));
      for (const [key, text] of Object.entries(messages)) {
        // Every argument a message names has a value: the ones above, else a count.
        const values = new Proxy(
          {
            ...VALUES,
            ...tags,
            terms: tags.b,
            privacy: tags.b,
            code: tags.b,
            link: tags.b,
            time: tags.b,
            em: tags.b,
          } as Record<string, unknown>,
          { has: () => true, get: (given, name: string) => (name in given ? given[name] : 3) },
        ) as Record<string, string>;
        const fromText = new IntlMessageFormat(text, language).format(values);
        const fromTree = new IntlMessageFormat(compiled?.[key] ?? '', language).format(values);
        expect(fromTree, key).toEqual(fromText);
      }
    });
  }

  it('leaves every other module alone', async () => {
    expect(await compile({ a: 'b' }, '/app/src/shared/user.ts')).toBeNull();
    // A language's own file only spreads its areas, each already compiled.
    expect(await compile({ a: 'b' }, '/app/src/shared/i18n/messages/en.ts')).toBeNull();
  });
});
