import { afterAll, describe, expect, it } from 'vitest';
import { LOCKABLE_FIELD_LABELS, LOCKABLE_FIELDS } from '../../shared/brand-kit';
import {
  BUTTON_SHAPES,
  CARD_FONTS,
  CARD_PALETTES,
  CARD_TEMPLATES,
  QR_LOGO_OPTIONS,
  resolveCardPalette,
} from '../../shared/card-design';
import { resolveQrColors } from '../../shared/qr-colors';
import { activateLanguage } from './i18n/intl';
import {
  adjustmentText,
  buttonShapeName,
  fontName,
  lockableLabel,
  paletteName,
  qrLogoName,
  qrReasonsOf,
  templateAbout,
  templateName,
} from './card-design-labels';

(globalThis as { document?: unknown }).document = { documentElement: {} };

/** Colour pairs that make the renderer change something, and some that do not. */
const CHOICES = [
  { template: 'classic', accentColor: '#4338ca', backgroundColor: '#ffffff' },
  { template: 'classic', accentColor: '#fde047', backgroundColor: '#ffffff' },
  { template: 'dark', accentColor: '#fbbf24', backgroundColor: '#f8fafc' },
  { template: 'dark', accentColor: '#1e3a8a', backgroundColor: '#111827' },
  { template: 'minimal', accentColor: '#111111', backgroundColor: '#000000' },
  { template: 'banner', accentColor: '#a3e635', backgroundColor: '#fefce8' },
] as const;

describe('the card design’s names and reasons in the active language', () => {
  afterAll(() => activateLanguage('en'));

  it('are the design data’s own English words in English', async () => {
    await activateLanguage('en');
    for (const template of CARD_TEMPLATES) {
      expect(templateName(template.id)).toBe(template.name);
      expect(templateAbout(template.id)).toBe(template.description);
    }
    for (const font of CARD_FONTS) expect(fontName(font.id)).toBe(font.name);
    for (const shape of BUTTON_SHAPES) expect(buttonShapeName(shape.id)).toBe(shape.name);
    for (const option of QR_LOGO_OPTIONS) expect(qrLogoName(option.id)).toBe(option.name);
    for (const palette of CARD_PALETTES) expect(paletteName(palette.name)).toBe(palette.name);
    for (const field of LOCKABLE_FIELDS) {
      expect(lockableLabel(field)).toBe(LOCKABLE_FIELD_LABELS[field]);
    }
  });

  it('say in English exactly why a colour or the QR code was changed, as the renderer does', async () => {
    await activateLanguage('en');
    let adjusted = 0;
    for (const choice of CHOICES) {
      const palette = resolveCardPalette(choice);
      for (const adjustment of palette.adjustments) {
        adjusted += 1;
        expect(adjustmentText(adjustment, palette.surface)).toBe(adjustment.reason);
      }
      const qr = resolveQrColors(choice.accentColor, choice.backgroundColor);
      expect(qrReasonsOf(choice, qr).join(' ')).toBe(qr.reason ?? '');
    }
    expect(adjusted).toBeGreaterThan(1);
  });

  it('are translated in another language, numbers written its way', async () => {
    await activateLanguage('de');
    expect(templateName('dark')).toBe('Dunkel');
    expect(buttonShapeName('pill')).toBe('Pille');
    expect(lockableLabel('phone')).toBe('Haupttelefonnummer');
    expect(lockableLabel('linkedin')).toBe('LinkedIn');
    const choice = CHOICES[1];
    const [adjustment] = resolveCardPalette(choice).adjustments;
    expect(adjustment).toBeDefined();
    if (adjustment) {
      const text = adjustmentText(adjustment, '#ffffff');
      expect(text).toMatch(/^Ihre Akzentfarbe hat .* einen Kontrast von \d,\d:1/);
      expect(text).toContain('abgedunkelt');
    }
  });
});
