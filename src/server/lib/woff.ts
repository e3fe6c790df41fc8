import { inflateSync } from 'node:zlib';

const tag = (name: string) => Buffer.from(name, 'latin1').readUInt32BE(0);

/**
 * The glyf table with every glyph padded to four bytes, and a long loca to match. Some fonts
 * (Noto Sans Arabic's) store glyphs of odd lengths behind a long loca; fontkit's subsetter, which
 * pdf-lib embeds with, copies them as they are behind a short loca and garbles every glyph after
 * the first odd one.
 */
function padGlyphs(tables: { tag: number; checksum: number; data: Buffer }[]): void {
  const find = (name: string) => tables.find((table) => table.tag === tag(name));
  const head = find('head');
  const loca = find('loca');
  const glyf = find('glyf');
  const maxp = find('maxp');
  if (!head || !loca || !glyf || !maxp) return;
  const long = head.data.readInt16BE(50) === 1;
  const count = maxp.data.readUInt16BE(4);
  const offsetAt = (index: number) =>
    long ? loca.data.readUInt32BE(index * 4) : loca.data.readUInt16BE(index * 2) * 2;
  const glyphs: Buffer[] = [];
  const offsets = Buffer.alloc((count + 1) * 4);
  let at = 0;
  for (let index = 0; index < count; index++) {
    const data = glyf.data.subarray(offsetAt(index), offsetAt(index + 1));
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    offsets.writeUInt32BE(at, index * 4);
    glyphs.push(padded);
    at += padded.length;
  }
  offsets.writeUInt32BE(at, count * 4);
  glyf.data = Buffer.concat(glyphs);
  loca.data = offsets;
  head.data = Buffer.from(head.data);
  head.data.writeInt16BE(1, 50);
}

/**
 * A WOFF 1.0 file (what the @fontsource packages ship) back to the plain sfnt (TrueType/OpenType)
 * bytes HarfBuzz reads and pdf-lib embeds: the same tables, each inflated when it was compressed,
 * the glyphs padded (padGlyphs), laid out again behind a fresh table directory. Glyph ids do not
 * change.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = 44 + index * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table inflates to the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  padGlyphs(tables);
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const sfnt = Buffer.alloc(total);
  let power = 1;
  while (power * 2 <= numTables) power *= 2;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
