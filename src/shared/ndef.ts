/**
 * The bytes an NFC tag holds for a card's address (docs/product.md#share-nfc): one NDEF message
 * with one well-known URI record. Web NFC builds these bytes itself when it writes; ours tell the
 * owner how much of a tag the address takes and which tags it fits, and they are what any other
 * writer app puts on the tag for the same address.
 */

/**
 * The URI record's abbreviations (NFC Forum URI Record Type Definition, table 3): the record's
 * first payload byte is the index of the prefix it leaves out. Order matters: the index is the code.
 */
export const URI_PREFIXES = [
  '',
  'http://www.',
  'https://www.',
  'http://',
  'https://',
  'tel:',
  'mailto:',
  'ftp://anonymous:anonymous@',
  'ftp://ftp.',
  'ftps://',
  'sftp://',
  'smb://',
  'nfs://',
  'ftp://',
  'dav://',
  'news:',
  'telnet://',
  'imap:',
  'rtsp://',
  'urn:',
  'pop:',
  'sip:',
  'sips:',
  'tftp:',
  'btspp://',
  'btl2cap://',
  'btgoep://',
  'tcpobex://',
  'irdaobex://',
  'file://',
  'urn:epc:id:',
  'urn:epc:tag:',
  'urn:epc:pat:',
  'urn:epc:raw:',
  'urn:epc:',
  'urn:nfc:',
] as const;

// Record header flags (NDEF 1.0 §3.2): message begin, message end, short record, and the type name
// format "NFC Forum well-known type".
const MESSAGE_BEGIN = 0x80;
const MESSAGE_END = 0x40;
const SHORT_RECORD = 0x10;
const TNF_WELL_KNOWN = 0x01;
const URI_TYPE = 0x55; // 'U'

/** The URI record's payload: the longest prefix's code, then the rest of the address in UTF-8. */
export function uriRecordPayload(uri: string): Uint8Array {
  let code = 0;
  let prefix = '';
  URI_PREFIXES.forEach((candidate, index) => {
    if (uri.startsWith(candidate) && candidate.length > prefix.length) {
      code = index;
      prefix = candidate;
    }
  });
  const rest = new TextEncoder().encode(uri.slice(prefix.length));
  const payload = new Uint8Array(1 + rest.length);
  payload[0] = code;
  payload.set(rest, 1);
  return payload;
}

/** A whole NDEF message of one URI record: what a tag's NDEF file holds for the address. */
export function ndefUriMessage(uri: string): Uint8Array {
  const payload = uriRecordPayload(uri);
  const short = payload.length <= 0xff;
  const header = MESSAGE_BEGIN | MESSAGE_END | TNF_WELL_KNOWN | (short ? SHORT_RECORD : 0);
  const lengthBytes = short
    ? [payload.length]
    : [
        (payload.length >>> 24) & 0xff,
        (payload.length >>> 16) & 0xff,
        (payload.length >>> 8) & 0xff,
        payload.length & 0xff,
      ];
  const head = [header, 1, ...lengthBytes, URI_TYPE];
  const message = new Uint8Array(head.length + payload.length);
  message.set(head, 0);
  message.set(payload, head.length);
  return message;
}

/**
 * The bytes a Type 2 tag (NTAG21x, the common stickers and cards) spends on a message: the NDEF
 * TLV's tag and length (three length bytes past 254) and the terminator TLV.
 */
export const type2TagBytes = (messageLength: number): number =>
  messageLength + (messageLength < 0xff ? 2 : 4) + 1;

/** Common tags and the bytes of user memory each offers for NDEF data. */
export const NFC_TAGS = [
  { name: 'NTAG213', bytes: 144 },
  { name: 'NTAG215', bytes: 504 },
  { name: 'NTAG216', bytes: 888 },
] as const;

/** The smallest common tag the address fits on, or undefined when it fits none of them. */
export function smallestTagFor(uri: string): (typeof NFC_TAGS)[number] | undefined {
  const needed = type2TagBytes(ndefUriMessage(uri).length);
  return NFC_TAGS.find((tag) => tag.bytes >= needed);
}

/** The address a tag carries: the card's page, counted by Insights as an NFC tap. */
export const cardNfcUrl = (origin: string, cardId: string): string =>
  `${origin}/showcase?id=${encodeURIComponent(cardId)}&src=nfc`;
