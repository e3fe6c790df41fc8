import { describe, expect, it } from 'vitest';
import {
  CARD_TEMPLATES,
  DEFAULT_DESIGN,
  designOf,
  premiumChoices,
  resolveCardPalette,
} from './card-design';
import { cardDesignSchema } from './card-design-schema';
import { contrastRatio, relativeLuminance } from './contrast';

const channel = ['00', '40', '80', 'bf', 'ff'];
const GRID = channel.flatMap((r) => channel.flatMap((g) => channel.map((b) => `#${r}${g}${b}`)));
const HOSTILE = [
  ['#ffff00', '#ffffff'],
  ['#808080', '#000000'],
  ['#3b82f6', '#3b82f6'],
  ['#ffffff', '#ffffff'],
  ['#000000', '#000000'],
];

describe('the card palette', () => {
  it('keeps the classic look for the default colours, with nothing adjusted', () => {
    const palette = resolveCardPalette(DEFAULT_DESIGN);
    expect(palette).toMatchObject({
      surface: '#ffffff',
      text: '#0f172a',
      muted: '#475569',
      accent: '#4338ca',
      onAccent: '#ffffff',
      adjustments: [],
    });
  });

  it('gives every template, under every accent and background of a grid, text, links and buttons at 4.5:1 or more', () => {
    const pairs = [
      ...HOSTILE,
      ...GRID.flatMap((accent, i) => [[accent, GRID[(i * 7) % GRID.length]!]]),
      ...GRID.map((background) => ['#4338ca', background]),
    ];
    for (const template of CARD_TEMPLATES) {
      for (const [accentColor, backgroundColor] of pairs) {
        const p = resolveCardPalette({
          template: template.id,
          accentColor: accentColor!,
          backgroundColor: backgroundColor!,
        });
        const at = `${template.id} ${accentColor} on ${backgroundColor}`;
        expect(contrastRatio(p.text, p.surface), at).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.muted, p.surface), at).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.accent, p.surface), at).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.onAccent, p.accent), at).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.onSoft, p.soft), at).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.text, p.soft), at).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.muted, p.soft), at).toBeGreaterThanOrEqual(4.5);
        if (template.id === 'dark')
          expect(relativeLuminance(p.surface), at).toBeLessThanOrEqual(0.05);
      }
    }
  });

  it('says what it changed and why: yellow on white is darkened, the same colour twice is moved apart', () => {
    const yellow = resolveCardPalette({
      template: 'classic',
      accentColor: '#ffff00',
      backgroundColor: '#ffffff',
    });
    expect(yellow.adjustments).toHaveLength(1);
    expect(yellow.adjustments[0]).toMatchObject({
      field: 'accentColor',
      from: '#ffff00',
      to: yellow.accent,
    });
    expect(yellow.adjustments[0]?.reason).toMatch(/contrast of 1\.1:1 .* darkened to #/);
    const same = resolveCardPalette({
      template: 'minimal',
      accentColor: '#3b82f6',
      backgroundColor: '#3b82f6',
    });
    expect(same.adjustments[0]?.reason).toMatch(/contrast of 1\.0:1/);
    const dark = resolveCardPalette({
      template: 'dark',
      accentColor: '#4338ca',
      backgroundColor: '#ffffff',
    });
    expect(dark.adjustments.map((a) => a.field)).toEqual(['backgroundColor', 'accentColor']);
    expect(dark.text).toBe('#ffffff');
  });
});

describe('the design fields', () => {
  it('accepts ids from the lists and #rrggbb colours (any case, stored lower case)', () => {
    expect(
      cardDesignSchema.parse({
        template: 'split',
        accentColor: '#AABBCC',
        hideBranding: 'true',
        qrLogo: 'logo',
      }),
    ).toEqual({ template: 'split', accentColor: '#aabbcc', hideBranding: true, qrLogo: 'logo' });
  });

  it('refuses unknown ids, colour words, short hex and CSS payloads, naming the field', () => {
    for (const [field, value] of [
      ['accentColor', 'red'],
      ['accentColor', '#fff'],
      ['backgroundColor', 'red;background:url(https://evil.example/x)'],
      ['backgroundColor', '#000000</style><script>'],
      ['template', 'fancy'],
      ['fontFamily', 'Comic Sans'],
      ['buttonShape', 'blob'],
      ['qrLogo', 'banner'],
      ['hideBranding', 'yes'],
    ] as const) {
      const result = cardDesignSchema.safeParse({ [field]: value });
      expect(result.success, `${field}=${value}`).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
    expect(cardDesignSchema.safeParse({ colour: '#000000' }).success).toBe(false);
  });

  it('reads stored values back, falling back to the default for anything not on the lists', () => {
    expect(
      designOf({
        ...DEFAULT_DESIGN,
        template: 'gone',
        accentColor: 'bad',
        fontFamily: 'x',
        buttonShape: 'y',
        qrLogo: 'z',
      }),
    ).toEqual(DEFAULT_DESIGN);
  });
});

describe('premium choices', () => {
  it('lists the premium templates, fonts, footer and logo that a card does not already have', () => {
    const next = {
      ...DEFAULT_DESIGN,
      template: 'dark',
      fontFamily: 'lora',
      hideBranding: true,
    } as const;
    expect(premiumChoices(next, DEFAULT_DESIGN, true).map((c) => c.field)).toEqual([
      'template',
      'fontFamily',
      'hideBranding',
      'brandLogo',
    ]);
    // What the card already has is kept, without a subscription.
    expect(premiumChoices(next, next, false)).toEqual([]);
    // Free templates and colours are never premium.
    expect(
      premiumChoices(
        { ...DEFAULT_DESIGN, template: 'minimal', accentColor: '#166534' },
        DEFAULT_DESIGN,
        false,
      ),
    ).toEqual([]);
  });
});
