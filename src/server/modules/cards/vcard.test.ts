import vCard from 'vcf';
import { describe, expect, it } from 'vitest';
import {
  buildVCard,
  escapeText,
  foldLine,
  vcardContentDisposition,
  type VCardInput,
} from './vcard';

const base: VCardInput = {
  fullName: 'Ada King Lovelace',
  jobTitle: 'Analyst, Engines',
  company: 'Babbage; Partners',
  bio: 'Line one\nLine two \\ backslash',
  email: 'ada@example.com',
  phone: '0412 345 678',
  location: 'London, UK',
  website: 'https://www.example.com',
  socials: [
    { network: 'github', url: 'https://github.com/ada' },
    { network: 'linkedin', url: '' },
  ],
};

const parse = (text: string) => new vCard().parse(text);
const value = (card: ReturnType<typeof parse>, name: string) => {
  const prop = card.get(name);
  return Array.isArray(prop) ? prop.map((p) => p.valueOf()) : prop?.valueOf();
};

describe('buildVCard', () => {
  it('produces a vCard 3.0 an independent parser reads back', () => {
    const text = buildVCard(base);
    const card = parse(text);
    expect(card.version).toBe('3.0');
    expect(value(card, 'fn')).toBe('Ada King Lovelace');
    expect(value(card, 'n')).toBe('Lovelace;Ada King;;;');
    expect(value(card, 'title')).toBe('Analyst\\, Engines');
    expect(value(card, 'org')).toBe('Babbage\\; Partners');
    expect(value(card, 'email')).toBe('ada@example.com');
    expect(value(card, 'tel')).toBe('0412 345 678');
    expect(value(card, 'note')).toBe('Line one\\nLine two \\\\ backslash');
  });

  it('uses CRLF line ends, leaves out empty properties and keeps social profiles', () => {
    const text = buildVCard({ ...base, company: '', bio: '  ' });
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(text).not.toMatch(/^ORG:/m);
    expect(text).not.toMatch(/^NOTE:/m);
    expect(text).toContain('X-SOCIALPROFILE;TYPE=github:https://github.com/ada');
    expect(text).not.toContain('TYPE=linkedin');
    expect(text).toContain('ADR;TYPE=WORK:;;;London\\, UK;;;');
  });

  it('embeds the photo as base64 JPEG and folds every line at 75 octets', () => {
    const photo = Buffer.alloc(3000, 7);
    const text = buildVCard({ ...base, photoJpeg: photo, bio: 'é'.repeat(90) });
    for (const line of text.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`PHOTO;ENCODING=b;TYPE=JPEG:${photo.toString('base64')}`);
    expect(unfolded).toContain(`NOTE:${'é'.repeat(90)}`);
    expect(parse(text).get('photo')?.valueOf()).toBe(photo.toString('base64'));
  });
});

describe('the card page in the vCard', () => {
  const cardUrl = 'https://cards.example.com/showcase?id=abc';
  const urls = (text: string) =>
    [parse(text).get('url')]
      .flat()
      .map((url) => ({ type: url?.toJSON()[1].type, value: url?.valueOf() }));

  it('labels the page CardVault, and with our branding hidden a digital card, naming no CardVault', () => {
    expect(urls(buildVCard({ ...base, cardUrl }))).toEqual([
      { type: undefined, value: 'https://www.example.com' },
      { type: 'cardvault', value: cardUrl },
    ]);
    const hidden = buildVCard({ ...base, cardUrl, hideBranding: true });
    expect(hidden).not.toMatch(/cardvault/i);
    expect(hidden).toContain(`URL;TYPE=Digital card:${cardUrl}`);
    expect(urls(hidden)).toEqual([
      { type: undefined, value: 'https://www.example.com' },
      { type: 'digital card', value: cardUrl },
    ]);
  });
});

describe('foldLine', () => {
  it('never splits a multi-byte character', () => {
    const folded = foldLine(`NOTE:${'日本語'.repeat(20)}`);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`NOTE:${'日本語'.repeat(20)}`);
  });
});

describe('buildVCard with hostile values', () => {
  it('never lets a value start a property of its own', () => {
    const evil = 'x\r\nX-EVIL:1\nX-EVIL:2\rX-EVIL:3';
    const text = buildVCard({
      fullName: `Ada ${evil}`,
      jobTitle: evil,
      company: evil,
      bio: evil,
      email: evil,
      phone: evil,
      location: evil,
      website: `https://example.com/${evil}`,
      socials: [{ network: 'linkedin', url: `https://linkedin.com/in/${evil}` }],
      cardUrl: `https://cards.example.com/showcase?id=${evil}`,
    });
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((line) => /^X-EVIL/i.test(line))).toEqual([]);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(value(parse(text), 'x-evil')).toBeUndefined();
  });
});

describe('escapeText', () => {
  it('escapes backslash, comma, semicolon and newlines', () => {
    expect(escapeText('a\\b,c;d\r\ne\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
  });
});

describe('vcardContentDisposition', () => {
  it('names the file after the person', () => {
    expect(vcardContentDisposition('Ada Lovelace')).toBe('attachment; filename="ada-lovelace.vcf"');
    expect(vcardContentDisposition('Zoë Müller')).toBe(
      `attachment; filename="zoe-muller.vcf"; filename*=UTF-8''${encodeURIComponent('zoë-müller.vcf')}`,
    );
    expect(vcardContentDisposition('王小明')).toMatch(
      /^attachment; filename="contact.vcf"; filename\*=UTF-8''/,
    );
  });
});
