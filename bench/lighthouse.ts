/**
 * Lighthouse (mobile form factor, simulated throttling: the defaults) in Debian's Chromium, one
 * fresh browser per page. Never downloads a browser: CHROME_PATH or /usr/bin/chromium.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { stopProcess, track } from './lib';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface AuditFinding {
  category: string;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** A few offending items (selector, URL, snippet) from the audit's details. */
  items: string[];
}

export interface LighthouseResult {
  name: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** In each category below 1.00: the audits that cost points (score < 1). */
  findings: AuditFinding[];
  reportFile: string;
}

function describeItem(item: Record<string, unknown>): string {
  type Node = { type?: string; selector?: string; snippet?: string };
  const source = item.source as (Node & { url?: string }) | undefined;
  const node = (item.node as Node | undefined) ?? (source?.type === 'node' ? source : undefined);
  const msOf = (value: unknown) => `${Math.round(Number(value))} ms`;
  if (typeof item.phase === 'string') return `${item.phase}: ${msOf(item.timing)}`;
  if (typeof item.groupLabel === 'string') return `${item.groupLabel}: ${msOf(item.duration)}`;
  if (typeof item.issueType === 'string') return item.issueType;
  if (item.type === 'list-section' || item.type === 'network-tree') return '';
  const parts = [
    node?.selector,
    typeof item.url === 'string' ? item.url : source?.url,
    node?.snippet,
    typeof item.wastedMs === 'number' ? `${Math.round(item.wastedMs)} ms` : undefined,
    typeof item.wastedBytes === 'number' ? `${Math.round(item.wastedBytes / 1024)} KiB` : undefined,
    typeof item.score === 'number' ? `shift ${item.score.toFixed(3)}` : undefined,
  ].filter(Boolean);
  return parts.join(' ');
}

function findings(lhr: Result): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const category of CATEGORIES) {
    // Only categories that lost points; a 1.00 performance score still lists 'insights'.
    if ((lhr.categories[category]?.score ?? 1) >= 1) continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') {
        continue;
      }
      // Metrics count through their weight; other performance audits only explain them.
      if (category === 'performance' && ref.weight === 0 && audit.score >= 0.9) continue;
      // Tables list items; `list` details hold tables of their own (e.g. the LCP element).
      const rawItems = (audit.details as { items?: unknown } | undefined)?.items;
      const items = (
        Array.isArray(rawItems) ? (rawItems as Record<string, unknown>[]) : []
      ).flatMap((item) =>
        item.type === 'table' && Array.isArray(item.items)
          ? (item.items as Record<string, unknown>[])
          : [item],
      );
      out.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items: items.map(describeItem).filter(Boolean).slice(0, 5),
      });
    }
  }
  return out;
}

export async function runLighthouse(
  name: string,
  url: string,
  options: { port: number; reportDir: string },
): Promise<LighthouseResult> {
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH}`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    port: options.port,
    logLevel: 'silent',
  });
  // Without `process`, chrome-launcher attached to a browser already on the port: not ours.
  if (!chrome.process) {
    chrome.kill();
    throw new Error(`port ${options.port} is taken by another Chrome`);
  }
  const browser = track(chrome.process);
  try {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!run) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = run;
    if (lhr.runtimeError) {
      throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const reportFile = path.join(options.reportDir, `lighthouse-${name}.json`);
    await writeFile(reportFile, typeof run.report === 'string' ? run.report : JSON.stringify(lhr));
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (id: string) => lhr.categories[id]?.score ?? null;
    return {
      name,
      url,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
      findings: findings(lhr),
      reportFile,
    };
  } finally {
    chrome.kill();
    // Wait until it is gone, so that the next run finds the debugging port free.
    await stopProcess(browser, 'SIGKILL', 5_000);
  }
}
