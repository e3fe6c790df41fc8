import sharp from 'sharp';
import vCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIO_MAX_LENGTH, CARD_TEXT_MAX_LENGTH, cardVCardQrCodeUrl } from '../../src/shared/card';
import { VCARD_QR_MAX_VERSION } from '../../src/server/modules/cards';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../support/api/cards';
import { decodeQr } from '../support/shared/qr';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, type TestUser } from '../support/api/users';

const PUBLIC_URL = 'https://cards.example.com';

/**
 * The QR code that carries the contact (docs/product.md#share-qr): decoded by jsQR, the vCard in
 * it read by an independent parser (vcf).
 */
describe('the QR code with the contact inside', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 10 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  /** The vCard a phone reads from the code at `url` (a PNG, or an SVG drawn by librsvg). */
  async function scan(url: string) {
    const response = await get(url);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const image = url.includes('format=svg')
      ? await sharp(response.rawPayload, { density: 300 }).png().toBuffer()
      : response.rawPayload;
    const decoded = await decodeQr(image);
    expect(decoded, url).toBeDefined();
    return { response, decoded: decoded!, card: new vCard().parse(decoded!.text) };
  }

  it("carries the card's details and address, without a photo, as PNG and SVG", async () => {
    const card = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      linkedin: 'https://www.linkedin.com/in/grace',
    });
    expect(card.profileImageUrl).not.toBeNull();
    for (const format of ['png', 'svg'] as const) {
      const {
        response,
        card: read,
        decoded,
      } = await scan(`/api/card/qr?id=${card.id}&format=${format}&content=vcard`);
      expect(response.headers['content-type']).toBe(
        format === 'png' ? 'image/png' : 'image/svg+xml',
      );
      expect(read.get('fn')?.valueOf()).toBe('Grace Hopper');
      expect(read.get('title')?.valueOf()).toBe(SAMPLE_CARD_FIELDS.jobTitle);
      expect(read.get('org')?.valueOf()).toBe(SAMPLE_CARD_FIELDS.company);
      expect(read.get('email')?.valueOf()).toBe(SAMPLE_CARD_FIELDS.email);
      expect(read.get('tel')?.valueOf()).toBe(card.phone);
      expect(read.get('note')?.valueOf()).toBe(SAMPLE_CARD_FIELDS.bio);
      const urls = [read.get('url')].flat().map((url) => url?.valueOf());
      expect(urls).toContain(`${PUBLIC_URL}/showcase?id=${card.id}`);
      expect(urls).toContain('https://www.example.com');
      expect(read.get('photo')).toBeUndefined();
      expect(decoded.text).not.toMatch(/PHOTO/);
    }
  });

  it('still decodes for a card with every field at its longest, keeping the essential fields', async () => {
    const long = (label: string, max = CARD_TEXT_MAX_LENGTH) =>
      `${label} ${'x'.repeat(max)}`.slice(0, max);
    const card = await createCardAs(t.app, owner.cookie, {
      fullName: long('Grace'),
      jobTitle: long('Admiral'),
      company: long('Navy'),
      bio: `${'Compilers, languages; '.repeat(10)}`.slice(0, BIO_MAX_LENGTH),
      email: `${'g'.repeat(60)}@example.com`,
      phone: '+61 412 345 678',
      location: long('Arlington'),
      website: `https://www.example.com/${'p'.repeat(70)}`,
      linkedin: `https://www.linkedin.com/in/${'l'.repeat(60)}`,
      github: `https://github.com/${'h'.repeat(38)}`,
      twitter: `https://x.com/${'t'.repeat(15)}`,
      facebook: `https://www.facebook.com/${'f'.repeat(50)}`,
      instagram: `https://www.instagram.com/${'i'.repeat(30)}`,
    });
    const { card: read, decoded } = await scan(
      `/api/card/qr?id=${card.id}&format=png&content=vcard`,
    );
    // Everything that may go went (the essential fields alone need a little past the usual
    // density here), and the code still reads.
    expect(decoded.version).toBeLessThanOrEqual(VCARD_QR_MAX_VERSION + 2);
    for (const dropped of ['note', 'adr', 'x-socialprofile']) {
      expect(read.get(dropped), dropped).toBeUndefined();
    }
    expect(read.get('fn')?.valueOf()).toBe(card.fullName);
    expect(read.get('title')?.valueOf()).toBe(card.jobTitle);
    expect(read.get('org')?.valueOf()).toBe(card.company);
    expect(read.get('email')?.valueOf()).toBe(card.email);
    expect(read.get('tel')?.valueOf()).toBe(card.phone);
    const urls = [read.get('url')].flat().map((url) => url?.valueOf());
    expect(urls).toContain(`${PUBLIC_URL}/showcase?id=${card.id}`);
    expect(urls).not.toContain(card.website);
  });

  it('leaves out only the bio when that is enough, keeping the social profiles', async () => {
    const card = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fullName: 'Grace Brewster Murray Hopper',
      bio: 'B'.repeat(BIO_MAX_LENGTH),
      email: `${'g'.repeat(40)}@example.com`,
      website: `https://www.example.com/${'p'.repeat(60)}`,
      linkedin: `https://www.linkedin.com/in/${'l'.repeat(60)}`,
      github: `https://github.com/${'h'.repeat(38)}`,
      facebook: `https://www.facebook.com/${'f'.repeat(50)}`,
      instagram: `https://www.instagram.com/${'i'.repeat(30)}`,
      twitter: `https://x.com/${'t'.repeat(15)}`,
    });
    const { card: read, decoded } = await scan(
      `/api/card/qr?id=${card.id}&format=png&content=vcard`,
    );
    expect(decoded.version).toBeLessThanOrEqual(VCARD_QR_MAX_VERSION);
    expect(read.get('note')).toBeUndefined();
    expect(read.get('adr')).toBeDefined();
    expect([read.get('x-socialprofile')].flat().length).toBeGreaterThan(0);
  });

  it('is named, cached and versioned apart from the address code; unknown content is 400', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const base = `/api/card/qr?id=${card.id}&format=png`;
    const address = await get(base);
    const contact = await get(`${base}&content=vcard&download=1`);
    expect(contact.headers['content-disposition']).toBe(
      'attachment; filename="grace-hopper-contact-qr.png"',
    );
    expect(contact.headers.etag).not.toBe(address.headers.etag);
    expect(contact.headers['cache-control']).toBe('public, no-cache');
    const again = await get(`${base}&content=vcard`, {
      'if-none-match': String(contact.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    // The address the page uses reads the same code.
    const viaUrl = await scan(cardVCardQrCodeUrl(card, 'png'));
    expect(viaUrl.card.get('fn')?.valueOf()).toBe('Grace Hopper');
    expect((await get(`${base}&content=url`)).headers.etag).toBe(address.headers.etag);
    const unknown = await get(`${base}&content=mecard`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect((await get(`/api/card/qr?id=missing&format=png&content=vcard`)).statusCode).toBe(404);
  });
});
