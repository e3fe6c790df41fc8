import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_LAYOUT_IDS,
  SIGNATURE_MAX_HTML_LENGTH,
} from '../../../../shared/email-signature';
import { buildEmailSignature, cap, type SignatureInput } from './email-signature';

const hostile = (length: number) => '&<>"\''.repeat(length).slice(0, length);

/** Every field at its longest, all of it characters escaping lengthens, on a long address. */
const worst: SignatureInput = {
  card: {
    id: 'x'.repeat(64),
    fullName: hostile(100),
    jobTitle: hostile(100),
    company: hostile(100),
    bio: hostile(100),
    location: hostile(100),
    email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
    phone: '+61 (0) 412 345 678 901',
    website: `https://www.example.com/${'&'.repeat(76)}`,
    accentColor: '#4338ca',
    fontFamily: 'lora',
  },
  origin: `https://${'h'.repeat(63)}.${'i'.repeat(63)}.${'j'.repeat(63)}.${'k'.repeat(60)}.com`,
  photo: { url: `/media/cards/${'p'.repeat(40)}/profile.webp`, width: 80, height: 80 },
  logo: { url: `/media/cards/${'l'.repeat(40)}/logo.webp`, width: 120, height: 40 },
};

describe('buildEmailSignature', () => {
  it.each(SIGNATURE_LAYOUT_IDS)(
    '%s stays under the limit for the worst card there can be',
    (layout) => {
      const { html, text } = buildEmailSignature(worst, layout);
      expect(html.length).toBeLessThan(SIGNATURE_MAX_HTML_LENGTH);
      // The card's link is never what is left out.
      expect(html).toContain('&amp;src=signature');
      expect(text).toContain('&src=signature');
    },
  );

  it('uses a serif stack for serif card fonts and a sans one otherwise', () => {
    expect(buildEmailSignature(worst, 'compact').html).toContain("Georgia,'Times New Roman',serif");
    const sans = { ...worst, card: { ...worst.card, fontFamily: 'inter' as const } };
    expect(buildEmailSignature(sans, 'compact').html).toContain('Arial,Helvetica,sans-serif');
  });

  it('cuts long text with an ellipsis and folds white space', () => {
    expect(cap('a  b\n c', 10)).toBe('a b c');
    expect(cap('abcdefghij', 5)).toBe('abcd…');
  });
});
