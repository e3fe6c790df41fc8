/**
 * Test support: an Excel workbook (.xlsx) read by an independent reader: the ZIP by yauzl
 * (zip.ts), its XML parts by htmlparser2, found through the package's own relationships as Office
 * Open XML (ECMA-376) describes them, not through the writer's file names.
 */
import path from 'node:path/posix';
import { getElementsByTagName, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { readZip } from './zip';

export interface SheetCell {
  /** `A1`, `B2`, … */
  ref: string;
  /** The cell's `t`: `s` (shared string), `inlineStr`, `str`, `b`, `e`, or `n` (a number). */
  type: string;
  /** The text a spreadsheet shows (a shared string resolved); '' for an empty cell. */
  text: string;
  /** The formula the cell runs, if it has one. */
  formula?: string;
  /** The cell's number format code (`@` is Text), or undefined for General. */
  format?: string;
}

export interface Sheet {
  name: string;
  /** Row by row, each cell in its column (an absent cell is undefined). */
  rows: (SheetCell | undefined)[][];
}

const xml = (bytes: Buffer | undefined, what: string) => {
  if (!bytes) throw new Error(`${what} is missing from the workbook`);
  return parseDocument(bytes.toString('utf8'), { xmlMode: true });
};

type Element = ReturnType<typeof getElementsByTagName>[number];

const elements = (node: Parameters<typeof getElementsByTagName>[1], tag: string) =>
  getElementsByTagName(tag, node, true);

/** A part's relationships: id → the target's path inside the ZIP. */
function relationshipsOf(files: Map<string, Buffer>, part: string) {
  const relsPath = path.join(path.dirname(part), '_rels', `${path.basename(part)}.rels`);
  const byId = new Map<string, { type: string; target: string }>();
  const rels = files.get(relsPath);
  if (!rels) return byId;
  for (const rel of elements(xml(rels, relsPath), 'Relationship')) {
    const target = rel.attribs.Target ?? '';
    byId.set(rel.attribs.Id ?? '', {
      type: rel.attribs.Type ?? '',
      target: target.startsWith('/') ? target.slice(1) : path.join(path.dirname(part), target),
    });
  }
  return byId;
}

const columnOf = (ref: string) =>
  [...(/^[A-Z]+/.exec(ref)?.[0] ?? '')].reduce(
    (n, letter) => n * 26 + letter.charCodeAt(0) - 64,
    0,
  ) - 1;

/** Every worksheet of the workbook, in order, with its cells as a spreadsheet reads them. */
export async function readXlsx(bytes: Buffer): Promise<Sheet[]> {
  const files = await readZip(bytes);
  const root = relationshipsOf(files, '');
  const workbookPath = [...root.values()].find((rel) =>
    rel.type.endsWith('/officeDocument'),
  )?.target;
  if (!workbookPath) throw new Error('no workbook in the package');
  const workbook = xml(files.get(workbookPath), workbookPath);
  const rels = relationshipsOf(files, workbookPath);
  const partOf = (type: string) =>
    [...rels.values()].find((rel) => rel.type.endsWith(`/${type}`))?.target;

  const sharedPath = partOf('sharedStrings');
  const shared = sharedPath
    ? elements(xml(files.get(sharedPath), sharedPath), 'si').map((si) =>
        elements(si, 't')
          .map((t) => textContent(t))
          .join(''),
      )
    : [];

  // Number formats: built-in 49 is Text; custom ones are listed in styles.xml.
  const stylesPath = partOf('styles');
  const formats: (string | undefined)[] = [];
  if (stylesPath) {
    const styles = xml(files.get(stylesPath), stylesPath);
    const codes = new Map<string, string>([['49', '@']]);
    for (const format of elements(styles, 'numFmt'))
      codes.set(format.attribs.numFmtId ?? '', format.attribs.formatCode ?? '');
    const cellXfs = elements(styles, 'cellXfs')[0];
    for (const xf of cellXfs ? elements(cellXfs, 'xf') : [])
      formats.push(codes.get(xf.attribs.numFmtId ?? '0'));
  }

  return elements(workbook, 'sheet').map((entry) => {
    const sheetPath = rels.get(entry.attribs['r:id'] ?? '')?.target;
    if (!sheetPath) throw new Error(`no part for sheet ${entry.attribs.name}`);
    const sheet = xml(files.get(sheetPath), sheetPath);
    const rows: (SheetCell | undefined)[][] = [];
    for (const row of elements(sheet, 'row')) {
      const cells: (SheetCell | undefined)[] = [];
      for (const c of row.children.filter(
        (n): n is Element => n.type === 'tag' && n.name === 'c',
      )) {
        const ref = c.attribs.r ?? '';
        const type = c.attribs.t ?? 'n';
        const v = elements(c, 'v')[0];
        const f = elements(c, 'f')[0];
        const raw = v ? textContent(v) : '';
        const text =
          type === 's'
            ? (shared[Number(raw)] ?? '')
            : type === 'inlineStr'
              ? elements(c, 't')
                  .map((t) => textContent(t))
                  .join('')
              : raw;
        cells[columnOf(ref)] = {
          ref,
          type,
          text,
          ...(f ? { formula: textContent(f) } : {}),
          format: formats[Number(c.attribs.s ?? 0)],
        };
      }
      rows[Number(row.attribs.r ?? rows.length + 1) - 1] = cells;
    }
    return { name: entry.attribs.name ?? '', rows };
  });
}

/** The texts of a sheet, row by row, as a person reads them (empty cells as ''). */
export const textsOf = (sheet: Sheet, width: number): string[][] =>
  Array.from(sheet.rows, (row) =>
    Array.from({ length: width }, (_, column) => row?.[column]?.text ?? ''),
  );
