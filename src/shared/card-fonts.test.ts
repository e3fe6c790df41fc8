import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CARD_FONTS } from './card-design';
import { CARD_FONT_FILES, fallbackFamilyOf, fontFaceCss, fontPreloads } from './card-fonts';

const WEB_FONTS = CARD_FONTS.filter((font) => font.id !== 'system');

/** The @font-face blocks of a style sheet, each as its descriptors. */
function faces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(
      (body ?? '').split(';').map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
    ),
  );
}

const familyOf = (stack: string) => /^'([^']+)'/.exec(stack)?.[1] ?? '';

describe('card fonts', () => {
  it('loads nothing for the system font, nor for a name that is not on the list', () => {
    for (const id of ['system', 'comic-sans', "inter';}body{background:url(x)", '__proto__']) {
      expect(fontFaceCss(id)).toBe('');
      expect(fontFaceCss(id, 'swap')).toBe('');
      expect(fontPreloads(id)).toEqual([]);
    }
  });

  it.each(WEB_FONTS.map((font) => [font.id, font] as const))(
    '%s: both weights from our own /fonts/, and a scaled fallback face for each',
    (id, font) => {
      const family = familyOf(font.stack);
      expect(fontPreloads(id)).toEqual([`/fonts/${id}-400.woff2`, `/fonts/${id}-700.woff2`]);

      const css = fontFaceCss(id);
      expect(css).not.toMatch(/https?:|\/\/|@import/);
      const all = faces(css);
      expect(all).toHaveLength(4);
      const web = all.filter((face) => face['font-family'] === `'${family}'`);
      expect(web.map((face) => [face['font-weight'], face.src, face['font-display']])).toEqual([
        ['400', `url(/fonts/${id}-400.woff2) format('woff2')`, 'optional'],
        ['700', `url(/fonts/${id}-700.woff2) format('woff2')`, 'optional'],
      ]);

      const fallbacks = all.filter(
        (face) => face['font-family'] === `'${fallbackFamilyOf(family)}'`,
      );
      expect(fallbacks.map((face) => face['font-weight'])).toEqual(['400', '700']);
      for (const face of fallbacks) {
        expect(face.src).toMatch(/^local\('[^']+'\)(,local\('[^']+'\))*$/);
        expect(face['font-display']).toBeUndefined();
        const sizeAdjust = Number.parseFloat(face['size-adjust'] ?? '');
        expect(sizeAdjust).toBeGreaterThan(80);
        expect(sizeAdjust).toBeLessThan(130);
        // The line box of the fallback is the web font's: ascent + descent near 1.1 to 1.25 em.
        const lineBox =
          (Number.parseFloat(face['ascent-override'] ?? '') +
            Number.parseFloat(face['descent-override'] ?? '') +
            Number.parseFloat(face['line-gap-override'] ?? '')) *
          (sizeAdjust / 100);
        expect(lineBox).toBeGreaterThan(100);
        expect(lineBox).toBeLessThan(135);
      }
      // The bold fallback is drawn with a bold local face, not a synthesised one.
      expect(fallbacks[1]?.src).toMatch(/Bold/);

      expect(faces(fontFaceCss(id, 'swap')).map((face) => face['font-display'])).toEqual([
        'swap',
        'swap',
        undefined,
        undefined,
      ]);
    },
  );

  it('names the fallback face second in every web font stack, so the browser uses it', () => {
    for (const font of WEB_FONTS) {
      const family = familyOf(font.stack);
      expect(font.stack.startsWith(`'${family}', '${fallbackFamilyOf(family)}', `)).toBe(true);
      expect(fontFaceCss(font.id)).toContain(`font-family:'${family}'`);
    }
  });

  it('serves every preloaded file from a woff2 file of its package', () => {
    const require = createRequire(import.meta.url);
    const urls = CARD_FONT_FILES.map((file) => file.url);
    expect(urls.toSorted()).toEqual(WEB_FONTS.flatMap((font) => fontPreloads(font.id)).toSorted());
    for (const file of CARD_FONT_FILES) {
      expect(file.source).toMatch(
        /^@fontsource\/[a-z-]+\/files\/[a-z-]+-latin-[47]00-normal\.woff2$/,
      );
      const bytes = readFileSync(require.resolve(file.source));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });
});
