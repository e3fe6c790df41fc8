import QRCode from 'qrcode';
import vCard from 'vcf';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../../../shared/social';
import { scannableVCard, VCARD_QR_MAX_VERSION, type VCardQrInput } from './vcard-qr';

const card = (overrides: Partial<VCardQrInput> = {}): VCardQrInput => ({
  fullName: 'Grace Hopper',
  jobTitle: 'Rear Admiral',
  company: 'Navy',
  bio: 'Compilers',
  email: 'grace@example.com',
  phone: '0412 345 678',
  location: 'Arlington',
  website: 'https://www.example.com',
  socials: SOCIAL_NETWORKS.map((network) => ({ network, url: '' })),
  cardUrl: 'https://cards.example.com/showcase?id=abc',
  ...overrides,
});

const versionOf = (text: string) => QRCode.create(text, { errorCorrectionLevel: 'M' }).version;

describe('the vCard a QR code carries', () => {
  it('keeps everything of an ordinary card', () => {
    const { text, dropped } = scannableVCard(card());
    expect(dropped).toEqual([]);
    const read = new vCard().parse(text);
    expect(read.get('note')?.valueOf()).toBe('Compilers');
    expect(read.get('photo')).toBeUndefined();
  });

  it('names no CardVault in the code of a card with our branding hidden', () => {
    expect(scannableVCard(card()).text).toContain('URL;TYPE=CardVault:');
    const { text } = scannableVCard(card({ hideBranding: true }));
    expect(text).not.toMatch(/cardvault/i);
    const page = [new vCard().parse(text).get('url')]
      .flat()
      .find((url) => url?.toJSON()[1].type === 'digital card');
    expect(page?.valueOf()).toBe('https://cards.example.com/showcase?id=abc');
  });

  it('drops the bio first, then the social profiles from the last listed, then location and website', () => {
    const socials = SOCIAL_NETWORKS.map((network) => ({
      network,
      url: `https://${network}.example.com/${'x'.repeat(150)}`,
    }));
    const { text, dropped } = scannableVCard(
      card({
        bio: 'B'.repeat(100),
        socials,
        location: 'L'.repeat(100),
        website: `https://www.example.com/${'w'.repeat(70)}`,
      }),
    );
    expect(versionOf(text)).toBeLessThanOrEqual(VCARD_QR_MAX_VERSION);
    expect(dropped[0]).toBe('bio');
    expect(dropped.length).toBeGreaterThan(1);
    expect(dropped.slice(1).every((step) => step === 'social')).toBe(true);
    const read = new vCard().parse(text);
    const kept = [read.get('x-socialprofile')]
      .flat()
      .filter(Boolean)
      .map((p) => String(p?.valueOf()));
    // What is kept are the first-listed networks.
    expect(kept.every((url, i) => url.includes(SOCIAL_NETWORKS[i] ?? '?'))).toBe(true);
    expect(read.get('adr')).toBeDefined();
  });
});
