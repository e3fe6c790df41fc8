import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The client's styles and the public card page's server-rendered markup: the places where a
 * screen's layout is written, so the ones that must mirror when the page reads right to left.
 */
const STYLED = ['src/web', 'src/shared/ui', 'src/server/modules/public-page'];
const EXTENSIONS = ['.ts', '.tsx', '.css', '.html'];

/**
 * What excuses a physical style: `physical-ok:` and the reason, in a comment on the same line or
 * the line above (say, an image's pixels or something centred on the screen).
 */
const ALLOW = /physical-ok:\s*\S/;

/** A Tailwind utility's value: a scale step, a fraction, `[arbitrary]` or `(--variable)`. */
const VALUE = String.raw`(?:[\w.%/]+|\[[^\]\s]+\]|\([^)\s]+\))`;

/** Each physical way of writing a style, and its logical equivalent. */
const RULES: readonly { pattern: RegExp; instead: string }[] = [
  {
    pattern: new RegExp(String.raw`(?<![\w-])-?(?:scroll-)?[mp][lr]-${VALUE}(?![\w-])`, 'g'),
    instead: 'ms-/me-/ps-/pe- (margin and padding at the start or the end)',
  },
  {
    pattern: new RegExp(String.raw`(?<![\w-])-?(?:left|right)-${VALUE}(?![\w-])`, 'g'),
    instead: 'inset-s-/inset-e-',
  },
  {
    pattern: new RegExp(
      String.raw`(?<![\w-])(?:border|rounded)-(?:l|r|tl|tr|bl|br)(?:-${VALUE})?(?![\w-])`,
      'g',
    ),
    instead: 'border-s/border-e, rounded-s/rounded-e/rounded-ss/rounded-se/rounded-es/rounded-ee',
  },
  {
    pattern: /(?<![\w-])(?:text|float|clear)-(?:left|right)(?![\w-])/g,
    instead: 'text-start/text-end, float-start/float-end, clear-start/clear-end',
  },
  {
    pattern:
      /(?<![\w-])(?:(?:scroll-)?(?:margin|padding)|border)-(?:left|right)(?:-[a-z]+)?\s*:|(?<![\w-])border-(?:top|bottom)-(?:left|right)-radius\s*:/g,
    instead:
      'margin-inline-start, padding-inline-end, border-inline-start, border-start-end-radius…',
  },
  {
    pattern: /(?<![\w-])(?:text-align|float|clear)\s*:\s*(?:left|right)\b/g,
    instead: 'text-align: start/end, float: inline-start/inline-end',
  },
  {
    pattern:
      /\b(?:(?:scrollMargin|scrollPadding|margin|padding|border)(?:Left|Right)\w*|border(?:Top|Bottom)(?:Left|Right)Radius)\b/g,
    instead: 'marginInlineStart, paddingInlineEnd, borderInlineStart, borderStartEndRadius…',
  },
  {
    pattern: /\b(?:textAlign|float|clear)\s*:\s*['"](?:left|right)['"]/g,
    instead: "textAlign: 'start'/'end', float: 'inline-start'/'inline-end'",
  },
];

/** A `left:` or `right:` property, which only counts inside CSS or a style object. */
const INSET = /(?<![\w-])(?:left|right)\s*:/g;

/**
 * The stretches of a script that are CSS or a style object: `style="…"`, `<style>…</style>`,
 * `style={…}`, and an object given to a `style` or `…Style` name, so that `{ left: … }` in plain
 * code (a scroll position, a chart's margins) is not taken for a style.
 */
function styleStretches(text: string): [number, number][] {
  const stretches: [number, number][] = [];
  for (const match of text.matchAll(/\bstyle="[^"]*"|<style\b[\s\S]*?<\/style>/g)) {
    stretches.push([match.index, match.index + match[0].length]);
  }
  for (const match of text.matchAll(/\b\w*[sS]tyle\s*[=:]\s*\{/g)) {
    const open = match.index + match[0].length - 1;
    let depth = 0;
    let end = open;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}' && --depth === 0) break;
    }
    stretches.push([open, end]);
  }
  return stretches;
}

type Finding = { line: number; found: string; instead: string };

/** Every physical style in one file's text that no `physical-ok:` comment excuses. */
function physicalStyles(text: string, fileName: string): Finding[] {
  const lines = text.split('\n');
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const excused = (line: number) =>
    ALLOW.test(lines[line - 1] ?? '') || ALLOW.test(lines[line - 2] ?? '');
  const findings: Finding[] = [];
  const add = (index: number, found: string, instead: string) => {
    const line = lineOf(index);
    if (!excused(line)) findings.push({ line, found: found.trim(), instead });
  };
  for (const { pattern, instead } of RULES) {
    for (const match of text.matchAll(pattern)) add(match.index, match[0], instead);
  }
  const insets = fileName.endsWith('.css') ? [[0, text.length] as const] : styleStretches(text);
  for (const [from, to] of insets) {
    for (const match of text.slice(from, to).matchAll(INSET)) {
      add(from + match.index, match[0], 'inset-inline-start/inset-inline-end (insetInlineStart…)');
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}

function styledFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return styledFiles(file);
    const source =
      EXTENSIONS.some((extension) => entry.name.endsWith(extension)) &&
      !/\.test\.tsx?$/.test(entry.name);
    return source ? [file] : [];
  });
}

describe('styles are logical, so a right-to-left page mirrors', () => {
  it('has no left or right margin, padding, inset, border, radius or alignment', () => {
    const files = STYLED.flatMap((dir) => styledFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      physicalStyles(readFileSync(file, 'utf8'), file).map(
        ({ line, found, instead }) =>
          `${path.relative(root, file)}:${line}: ${found} (instead: ${instead})`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds physical utilities and properties wherever styles are written', () => {
    const found = (text: string, fileName = 'planted.tsx') =>
      physicalStyles(text, fileName).map((finding) => finding.found);
    expect(found('<p className="ml-2 sm:pr-4 -left-[10px] text-right" />')).toEqual([
      'ml-2',
      'pr-4',
      '-left-[10px]',
      'text-right',
    ]);
    expect(found("cn('border-l rounded-tr-2xl', 'float-left')")).toEqual([
      'border-l',
      'rounded-tr-2xl',
      'float-left',
    ]);
    expect(
      found('.x {\n  margin-left: 1rem;\n  right: 0;\n  text-align: left;\n}', 'x.css'),
    ).toEqual(['margin-left:', 'right:', 'text-align: left']);
    expect(found('<div style={{ paddingRight: 4, left: 0 }} />')).toEqual([
      'paddingRight',
      'left:',
    ]);
    expect(found('`<body style="margin:0;left:0">`', 'page.ts')).toEqual(['left:']);
  });

  it('lets logical styles, plain words and excused lines through', () => {
    const found = (text: string) => physicalStyles(text, 'planted.tsx');
    expect(
      found('<p className="ms-2 pe-4 inset-s-3 text-start rounded-e-2xl border-s" />'),
    ).toEqual([]);
    expect(
      found('const edges = { left: false, right: false }; // the right to be left out'),
    ).toEqual([]);
    expect(found("list.scrollBy({ left: 100 }); const corner = 'top-right';")).toEqual([]);
    expect(
      found("// physical-ok: centred on the screen\nconst centre = 'left-1/2 -translate-x-1/2';"),
    ).toEqual([]);
    expect(found("const centre = 'left-1/2'; // physical-ok:")).toHaveLength(1);
  });
});
