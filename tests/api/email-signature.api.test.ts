import { parseDocument } from 'htmlparser2';
import type { Document, Element } from 'domhandler';
import { getElementsByTagName, textContent } from 'domutils';
import nodemailer from 'nodemailer';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../src/shared/card';
import { BIO_MAX_LENGTH, CARD_TEXT_MAX_LENGTH } from '../../src/shared/card';
import { contrastRatio } from '../../src/shared/contrast';
import {
  SIGNATURE_LAYOUT_IDS,
  SIGNATURE_MAX_HTML_LENGTH,
  type EmailSignature,
  type SignatureLayoutId,
} from '../../src/shared/email-signature';
import { SAMPLE_CARD_FIELDS } from '../support/api/cards';
import { png } from '../support/shared/images';
import { multipart } from '../support/shared/multipart';
import { SmtpCapture } from '../support/fakes/smtp-capture';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, type TestUser } from '../support/api/users';

/**
 * The e-mail signature (docs/product.md#share-signature), read back by an independent HTML parser
 * (htmlparser2) against the rules mail programs impose, and carried through a real SMTP listener
 * and read back by mailparser.
 */
const PUBLIC_URL = 'https://cards.example.com';
const HOSTILE_NAME = '<img src=x onerror=alert(1)> "Eve" & <b>Co</b>';

/** The only elements a signature is made of: tables, links, images and inline text. */
const ALLOWED_TAGS = new Set(['table', 'tbody', 'tr', 'td', 'a', 'img', 'b', 'span', 'br']);
const ALLOWED_ATTRIBUTES = new Set([
  'style',
  'href',
  'src',
  'width',
  'height',
  'alt',
  'border',
  'cellpadding',
  'cellspacing',
  'role',
  'valign',
  'bgcolor',
  // A right-to-left signature's direction, and its text set against the right.
  'dir',
  'align',
]);

const elementsOf = (document: Document): Element[] =>
  getElementsByTagName(() => true, document.children, true);

/** Every `color:#rrggbb` of an element's inline style, with the background it sits on. */
function textColours(element: Element): { color: string; background: string }[] {
  const colour = /(?:^|;)color:(#[0-9a-f]{6})/i.exec(element.attribs.style ?? '')?.[1];
  if (!colour) return [];
  let background = '#ffffff';
  for (let node: Element | null = element; node; node = node.parent as Element | null) {
    if (node.attribs?.bgcolor) {
      background = node.attribs.bgcolor;
      break;
    }
  }
  return [{ color: colour, background }];
}

/** Checks every rule of the signature's HTML and returns the parsed document. */
function expectMailSafeHtml(html: string): Document {
  expect(html.length).toBeLessThan(SIGNATURE_MAX_HTML_LENGTH);
  const document = parseDocument(html);
  const elements = elementsOf(document);
  expect(elements[0]?.name).toBe('table');
  for (const element of elements) {
    expect(ALLOWED_TAGS, `<${element.name}>`).toContain(element.name);
    for (const attribute of Object.keys(element.attribs)) {
      expect(ALLOWED_ATTRIBUTES, `${element.name}[${attribute}]`).toContain(attribute);
    }
    const style = element.attribs.style ?? '';
    expect(style).not.toMatch(/display:\s*(flex|grid|inline-flex)|position:|url\(/i);
    for (const { color, background } of textColours(element)) {
      expect(contrastRatio(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  }
  for (const image of elements.filter((element) => element.name === 'img')) {
    expect(image.attribs.src).toMatch(new RegExp(`^${PUBLIC_URL}/media/`));
    expect(Number(image.attribs.width)).toBeGreaterThan(0);
    expect(Number(image.attribs.height)).toBeGreaterThan(0);
    expect(image.attribs.alt?.trim()).not.toBe('');
  }
  for (const anchor of elements.filter((element) => element.name === 'a')) {
    expect(anchor.attribs.href).toMatch(/^(tel:\+?\d+|mailto:\S+@\S+|https?:\/\/\S+)$/);
  }
  return document;
}

const hrefs = (document: Document) =>
  elementsOf(document)
    .filter((element) => element.name === 'a')
    .map((element) => element.attribs.href ?? '');

describe('e-mail signature', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let card: Card;

  const createCard = async (fields: Record<string, string>, withImages = true) => {
    const form = multipart(
      { ...SAMPLE_CARD_FIELDS, accentColor: '#fde047', ...fields },
      withImages
        ? [
            {
              field: 'profileImage',
              filename: 'p.png',
              contentType: 'image/png',
              content: await png(200, 200),
            },
            {
              field: 'brandLogo',
              filename: 'logo.png',
              contentType: 'image/png',
              content: await sharp({
                create: { width: 300, height: 100, channels: 3, background: '#c2410c' },
              })
                .png()
                .toBuffer(),
            },
          ]
        : [],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Card>();
  };

  const signatureOf = (id: string, layout: string, cookie: string | undefined = owner.cookie) =>
    t.app.inject({
      method: 'GET',
      url: `/api/card/email-signature?id=${encodeURIComponent(id)}&layout=${layout}`,
      headers: cookie ? { cookie } : {},
    });

  const signature = async (id: string, layout: SignatureLayoutId) => {
    const response = await signatureOf(id, layout);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EmailSignature>();
  };

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ PUBLIC_URL });
    owner = await createUser(t.app, { fullName: 'Owner' });
    other = await createUser(t.app, { fullName: 'Other' });
    await grantSubscription(t.database.db, owner.id, { cards: 20 });
    card = await createCard({ fullName: HOSTILE_NAME, website: 'https://example.com/a?b=1&c=2' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it.each(SIGNATURE_LAYOUT_IDS)(
    '%s: tables and inline styles, absolute sized images, escaped text, links to the card with src=signature',
    async (layout) => {
      const { html } = await signature(card.id, layout);
      const document = expectMailSafeHtml(html);
      // The hostile name is text, not markup: no element came from it.
      expect(textContent(document)).toContain(HOSTILE_NAME);
      expect(elementsOf(document).some((element) => 'onerror' in element.attribs)).toBe(false);

      const links = hrefs(document);
      const cardLinks = links.filter((href) => href.startsWith(`${PUBLIC_URL}/showcase`));
      expect(cardLinks.length).toBeGreaterThan(0);
      for (const href of cardLinks) {
        const url = new URL(href);
        expect(url.searchParams.get('id')).toBe(card.id);
        expect(url.searchParams.get('src')).toBe('signature');
      }
      expect(links).toContain('tel:0412345678');
      expect(links).toContain(`mailto:${SAMPLE_CARD_FIELDS.email}`);
      expect(links).toContain('https://example.com/a?b=1&c=2');

      const images = elementsOf(document).filter((element) => element.name === 'img');
      if (layout !== 'compact') {
        // The 3:1 logo keeps its proportions in its box.
        const logo = images.find((image) => image.attribs.alt?.endsWith('logo'));
        expect(logo?.attribs.width).toBe('120');
        expect(logo?.attribs.height).toBe('40');
        const logoFile = await t.app.inject({
          method: 'GET',
          url: new URL(logo?.attribs.src ?? '').pathname,
        });
        expect(logoFile.statusCode).toBe(200);
      }
      if (layout === 'classic') {
        const photo = images.find((image) => image.attribs.alt === HOSTILE_NAME);
        expect([photo?.attribs.width, photo?.attribs.height]).toEqual(['80', '80']);
      }
    },
  );

  it('the layouts differ, and the plain text carries every detail', async () => {
    const all = await Promise.all(SIGNATURE_LAYOUT_IDS.map((layout) => signature(card.id, layout)));
    expect(new Set(all.map((one) => one.html)).size).toBe(SIGNATURE_LAYOUT_IDS.length);
    const { text } = all[0] as EmailSignature;
    expect(text).not.toMatch(/&lt;|&amp;/);
    expect(text.split('\n')[0]).toBe(HOSTILE_NAME);
    expect(text).toContain('Rear Admiral, Navy');
    expect(text).toContain('Phone: 0412 345 678');
    expect(text).toContain(`E-mail: ${SAMPLE_CARD_FIELDS.email}`);
    expect(text).toContain('Website: https://example.com/a?b=1&c=2');
    expect(text).toContain(`My card: ${PUBLIC_URL}/showcase?id=${card.id}&src=signature`);
  });

  it('stays under 10,000 characters with every field at its longest and full of characters escaping lengthens', async () => {
    const hostile = (length: number) => '&<>"\''.repeat(length).slice(0, length);
    const longest = await createCard({
      fullName: hostile(CARD_TEXT_MAX_LENGTH),
      jobTitle: hostile(CARD_TEXT_MAX_LENGTH),
      company: hostile(CARD_TEXT_MAX_LENGTH),
      bio: hostile(BIO_MAX_LENGTH),
      location: hostile(CARD_TEXT_MAX_LENGTH),
      email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.example.com`,
      website: `https://www.example.com/${'&'.repeat(CARD_TEXT_MAX_LENGTH - 24)}`,
    });
    for (const layout of SIGNATURE_LAYOUT_IDS) {
      const { html, text } = await signature(longest.id, layout);
      const document = expectMailSafeHtml(html);
      expect(hrefs(document).some((href) => href.endsWith('&src=signature'))).toBe(true);
      expect(text).toContain('&src=signature');
    }
  });

  it('draws a pale accent dark enough to read on white, and leaves out images a card has none of', async () => {
    const plain = await createCard({ accentColor: '#ffffff' }, false);
    for (const layout of SIGNATURE_LAYOUT_IDS) {
      const { html } = await signature(plain.id, layout);
      const document = expectMailSafeHtml(html);
      expect(elementsOf(document).filter((element) => element.name === 'img')).toEqual([]);
    }
  });

  it('survives being sent: through SMTP and back through mailparser, html and text unchanged', async () => {
    const { html, text } = await signature(card.id, 'classic');
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'owner@example.com',
      to: 'friend@example.com',
      subject: 'Signature round trip',
      text: `Hello\n\n-- \n${text}`,
      html: `<p>Hello</p>${html}`,
    });
    transport.close();
    const mail = await smtp.waitFor((received) => received.subject === 'Signature round trip');
    expect(mail.html.trim()).toBe(`<p>Hello</p>${html}`);
    expect(mail.text.trim()).toBe(`Hello\n\n-- \n${text}`);
    const document = parseDocument(mail.html);
    expect(textContent(document)).toContain(HOSTILE_NAME);
    expect(hrefs(document).filter((href) => href.includes('src=signature')).length).toBeGreaterThan(
      0,
    );
  });

  it('mirrors the signature of a card shown in Arabic, its phone, e-mail and website isolated left to right; the plain text in reading order', async () => {
    const arabic = {
      language: 'ar',
      fullName: 'سارة المصري',
      jobTitle: 'مديرة المنتجات',
      company: 'Acme',
      location: 'دبي',
      bio: 'منتجات رقمية للجميع',
    } as const;
    const mixed = await createCard({
      phone: '+971 4 123 4567',
      website: 'https://acme.example/ar',
    });
    const translated = await t.app.inject({
      method: 'POST',
      url: '/api/card/set-card-languages',
      headers: { cookie: owner.cookie },
      payload: { id: mixed.id, language: 'en', translations: [arabic] },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    const inArabic = async (layout: SignatureLayoutId) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/card/email-signature?id=${mixed.id}&layout=${layout}&lang=ar`,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<EmailSignature>();
    };
    const byHref = (document: Document, pattern: RegExp) =>
      elementsOf(document).filter(
        (element) => element.name === 'a' && pattern.test(element.attribs.href ?? ''),
      );
    const insideLtr = (element: Element) => {
      const parent = element.parent as Element | null;
      return (
        parent?.name === 'span' &&
        parent.attribs.dir === 'ltr' &&
        /direction:ltr/.test(parent.attribs.style ?? '')
      );
    };

    for (const layout of SIGNATURE_LAYOUT_IDS) {
      const { html } = await inArabic(layout);
      const document = expectMailSafeHtml(html);
      const elements = elementsOf(document);
      const tables = elements.filter((element) => element.name === 'table');
      expect(tables[0], layout).toBe(elements[0]);
      for (const table of tables) expect(table.attribs.dir, layout).toBe('rtl');
      // Each cell of text is set against the right, by attribute and by style.
      const cells = elements.filter(
        (element) =>
          element.name === 'td' &&
          element.children.some(
            (child) => child.type === 'text' || ['b', 'span'].includes((child as Element).name),
          ),
      );
      expect(cells.length, layout).toBeGreaterThan(0);
      for (const cell of cells) {
        expect(cell.attribs.align, layout).toBe('right');
        expect(cell.attribs.style, layout).toContain('text-align:right');
      }
      // Phone, e-mail and website read left to right inside the Arabic; the card's link is words.
      const contacts = [
        ...byHref(document, /^tel:/),
        ...byHref(document, /^mailto:/),
        ...byHref(document, /^https:\/\/acme\.example/),
      ];
      expect(contacts.map((link) => link.attribs.href)).toEqual([
        'tel:+97141234567',
        `mailto:${SAMPLE_CARD_FIELDS.email}`,
        'https://acme.example/ar',
      ]);
      for (const link of contacts) expect(insideLtr(link), layout).toBe(true);
      for (const link of byHref(document, /\/showcase\?/)) {
        expect(insideLtr(link), layout).toBe(false);
      }
      expect(textContent(document), layout).toContain(arabic.fullName);
    }

    // Classic: the photo first in the row (on the right, right to left), the accent line on the
    // right of the text, between the two.
    const classic = parseDocument((await inArabic('classic')).html);
    const row = elementsOf(classic).find((element) => element.name === 'tr');
    const [photoCell, detailsCell] = (row?.children ?? []).filter(
      (child): child is Element => (child as Element).name === 'td',
    );
    expect(getElementsByTagName('img', photoCell ? [photoCell] : [], true)[0]?.attribs.alt).toBe(
      arabic.fullName,
    );
    expect(photoCell?.attribs.style).toBe('padding:0 0 0 12px');
    expect(detailsCell?.attribs.style).toMatch(
      /^border-right:3px solid #[0-9a-f]{6};padding:0 12px 0 0;/i,
    );
    expect(detailsCell?.attribs.style).not.toContain('border-left');

    // The plain text is in reading order, line by line, each value isolated in the sentence.
    const { text } = await inArabic('classic');
    const isolated = (value: string) => `\u2068${value}\u2069`;
    expect(text.split('\n')).toEqual([
      arabic.fullName,
      // Arabic's own comma between the job title and the company.
      `${arabic.jobTitle}، ${arabic.company}`,
      arabic.bio,
      arabic.location,
      // The number as the card keeps it (grouped when saved).
      `الهاتف: ${isolated(mixed.phone)}`,
      `البريد الإلكتروني: ${isolated(SAMPLE_CARD_FIELDS.email!)}`,
      `الموقع الإلكتروني: ${isolated('https://acme.example/ar')}`,
      `بطاقتي: ${isolated(`${PUBLIC_URL}/showcase?id=${mixed.id}&src=signature`)}`,
    ]);

    // The same card in English is as it always was: no direction, nothing aligned.
    const english = await signature(mixed.id, 'classic');
    expect(english.html).not.toMatch(/ dir=| align=|text-align|border-right/);
  });

  it('is 404 for another user’s card, 400 for an unknown layout or no id, 401 signed out', async () => {
    const others = await signatureOf(card.id, 'classic', other.cookie);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toMatchObject({ error: 'NOT_FOUND' });

    const unknown = await signatureOf(card.id, 'fancy');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(
      /layout: Unknown signature layout: choose classic, compact, banner/,
    );
    expect((await signatureOf('', 'classic')).statusCode).toBe(400);
    expect((await signatureOf(card.id, 'classic', '')).statusCode).toBe(401);
    expect((await signatureOf('no-such-card', 'classic')).statusCode).toBe(404);
  });
});
