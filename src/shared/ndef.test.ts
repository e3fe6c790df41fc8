import ndef from 'ndef';
import { describe, expect, it } from 'vitest';
import {
  cardNfcUrl,
  ndefUriMessage,
  NFC_TAGS,
  smallestTagFor,
  type2TagBytes,
  URI_PREFIXES,
} from './ndef';

// The independent encoder: the `ndef` package builds the same message from the same address.
const theirs = (uri: string) => Uint8Array.from(ndef.encodeMessage([ndef.uriRecord(uri)]));

describe('the NDEF message written to a card tag', () => {
  it.each([
    ['a card address on https', cardNfcUrl('https://cards.example.com', 'AbC_123-xyz0AbC1')],
    ['a loopback address', cardNfcUrl('http://127.0.0.1:3000', 'k9aA2mBnC3dE4fG5')],
    ['an address with www.', cardNfcUrl('https://www.example.org', 'id')],
    ['an http address with www.', cardNfcUrl('http://www.example.org', 'id')],
    ['an address with no known prefix', 'intent://showcase?id=1'],
    ['a non-ASCII address', 'https://exämple.de/showcase?id=ü'],
    ['a long address (a long record)', `https://example.com/${'a'.repeat(300)}`],
  ])('is byte for byte what an independent encoder makes for %s', (_label, uri) => {
    expect(Buffer.from(ndefUriMessage(uri)).toString('hex')).toBe(
      Buffer.from(theirs(uri)).toString('hex'),
    );
  });

  it('reads back as the same address through the independent decoder', () => {
    const uri = cardNfcUrl('https://cards.example.com', 'AbC_123');
    const [record] = ndef.decodeMessage(Array.from(ndefUriMessage(uri)));
    expect(record?.value).toBe(uri);
  });

  it('abbreviates https:// to one byte', () => {
    const message = ndefUriMessage('https://a.co/');
    // header, type length 1, payload length, 'U', prefix code 4, then "a.co/".
    expect(Array.from(message.slice(0, 5))).toEqual([0xd1, 0x01, 6, 0x55, 4]);
    expect(URI_PREFIXES[4]).toBe('https://');
  });

  it('carries src=nfc so Insights counts the tap', () => {
    expect(cardNfcUrl('https://x.io', 'a b')).toBe('https://x.io/showcase?id=a%20b&src=nfc');
  });

  it('names the smallest common tag the address fits on, and none when it fits none', () => {
    const card = cardNfcUrl('https://cards.example.com', 'AbC_123-xyz0AbC1');
    expect(smallestTagFor(card)).toEqual(NFC_TAGS[0]);
    const needed = type2TagBytes(ndefUriMessage(card).length);
    expect(needed).toBeLessThanOrEqual(144);
    expect(smallestTagFor(`https://example.com/${'a'.repeat(200)}`)?.name).toBe('NTAG215');
    expect(smallestTagFor(`https://example.com/${'a'.repeat(1000)}`)).toBeUndefined();
  });
});
