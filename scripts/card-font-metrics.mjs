// Prints the metric overrides of each card font's fallback face (src/shared/card-fonts.ts): run it
// again after upgrading an @fontsource package and copy its output into the `metrics` of WEB_FONTS.
//
//   node scripts/card-font-metrics.mjs
//
// The fallback face is a local font (Arial, or Times New Roman for the serifs) scaled so that its
// text is as wide as the web font's (SAMPLE, below) and its line box as tall: text laid out in the
// fallback then wraps and stands where the web font will put it, so nothing moves when it arrives.
// Arial and Times New Roman are measured through Liberation Sans and Liberation Serif, made to
// have the same advance widths and vertical metrics (fonts-liberation on Debian and Ubuntu).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** The tables of a TrueType/OpenType file or of a WOFF (1.0) file, by tag. */
function tablesOf(bytes) {
  const tables = new Map();
  const signature = bytes.toString('latin1', 0, 4);
  const count = bytes.readUInt16BE(signature === 'wOFF' ? 12 : 4);
  for (let i = 0; i < count; i++) {
    if (signature === 'wOFF') {
      const at = 44 + i * 20;
      const tag = bytes.toString('latin1', at, at + 4);
      const offset = bytes.readUInt32BE(at + 4);
      const compressed = bytes.readUInt32BE(at + 8);
      const original = bytes.readUInt32BE(at + 12);
      const data = bytes.subarray(offset, offset + compressed);
      tables.set(tag, compressed < original ? inflateSync(data) : data);
    } else {
      const at = 12 + i * 16;
      const tag = bytes.toString('latin1', at, at + 4);
      const offset = bytes.readUInt32BE(at + 8);
      tables.set(tag, bytes.subarray(offset, offset + bytes.readUInt32BE(at + 12)));
    }
  }
  return tables;
}

/** Character code → glyph id from the first format 4 (BMP) cmap subtable. */
function glyphMap(cmap) {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(sub) !== 4) continue;
    const segments = cmap.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s++) {
        if (code > cmap.readUInt16BE(ends + s * 2)) continue;
        const start = cmap.readUInt16BE(starts + s * 2);
        if (code < start) return 0;
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('no format 4 cmap subtable');
}

// What a card says, as a card says it: names and titles with capitals, an address, digits, an
// e-mail address and a sentence of prose. The fallback is scaled to the width of this text, the
// kind of line that wraps on a card, rather than to the alphabet's average letter.
const SAMPLE =
  'Grace Hopper, Senior Software Engineer at Acme Corporation. ' +
  'Rear Admiral, United States Navy. Arlington, Virginia. ' +
  'grace.hopper@example.com +1 (415) 555-0132 www.example.com/about ' +
  'I build compilers and the teams that write them; ask me about the first bug we found. ' +
  'Marketing Director | Product Design & Strategy | Sydney NSW 2000';

function metricsOf(file) {
  const tables = tablesOf(readFileSync(file));
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const unitsPerEm = head.readUInt16BE(18);
  const longMetrics = hhea.readUInt16BE(34);
  const glyphOf = glyphMap(tables.get('cmap'));
  const advance = (char) => {
    const glyph = glyphOf(char.codePointAt(0));
    if (glyph === 0) throw new Error(`${file} has no glyph for ${JSON.stringify(char)}`);
    return hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
  };
  const chars = [...SAMPLE];
  const averageWidth = chars.reduce((sum, char) => sum + advance(char), 0) / chars.length;
  return {
    unitsPerEm,
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    averageWidth,
  };
}

const LIBERATION = '/usr/share/fonts/truetype/liberation';
const LOCAL = {
  arial: {
    400: `${LIBERATION}/LiberationSans-Regular.ttf`,
    700: `${LIBERATION}/LiberationSans-Bold.ttf`,
  },
  times: {
    400: `${LIBERATION}/LiberationSerif-Regular.ttf`,
    700: `${LIBERATION}/LiberationSerif-Bold.ttf`,
  },
};
const FONTS = [
  { id: 'inter', pkg: 'inter', local: 'arial' },
  { id: 'montserrat', pkg: 'montserrat', local: 'arial' },
  { id: 'lora', pkg: 'lora', local: 'times' },
  { id: 'playfair', pkg: 'playfair-display', local: 'times' },
];
// Four decimals, rounded up: the browser rounds a line's ascent and descent to whole pixels, and
// at 16 px Inter's ascent is exactly 15.5 px, so a value rounded down by a hair loses a pixel.
const percent = (value) => Math.ceil(value * 1e6 - 1e-9) / 1e4;

const out = {};
for (const font of FONTS) {
  out[font.id] = {};
  for (const weight of [400, 700]) {
    const web = metricsOf(
      require.resolve(`@fontsource/${font.pkg}/files/${font.pkg}-latin-${weight}-normal.woff`),
    );
    const local = metricsOf(LOCAL[font.local][weight]);
    const sizeAdjust = percent(
      web.averageWidth / web.unitsPerEm / (local.averageWidth / local.unitsPerEm),
    );
    // The override descriptors are scaled by size-adjust in turn, so they are divided by it.
    const scale = sizeAdjust / 100;
    out[font.id][weight] = {
      sizeAdjust,
      ascent: percent(web.ascent / web.unitsPerEm / scale),
      descent: percent(Math.abs(web.descent) / web.unitsPerEm / scale),
      lineGap: percent(web.lineGap / web.unitsPerEm / scale),
    };
  }
}
console.log(JSON.stringify(out, null, 2));
