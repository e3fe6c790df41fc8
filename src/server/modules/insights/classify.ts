/**
 * How a request to a public card is counted (docs/product.md#insights): by a person or filtered
 * as a bot, from where, on what kind of device. Pure functions of the request's headers and query,
 * so the cached-response server and the routes count alike.
 */
import {
  VISIT_SOURCES,
  type Device,
  type SourceLabel,
  type VisitSource,
} from '../../../shared/analytics';

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * User agents of crawlers, link previews (chat apps and social sites fetch a page to draw its
 * card), monitors, command-line tools and headless browsers. Matched case-insensitively anywhere
 * in the user agent.
 */
const BOT_PATTERN = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'preview',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'embedly',
    'whatsapp',
    'slack-imgproxy',
    'vkshare',
    'headless',
    'lighthouse',
    'pagespeed',
    'phantomjs',
    'puppeteer',
    'playwright',
    'curl/',
    'wget/',
    'httpie',
    'python-',
    'python/',
    'go-http-client',
    'java/',
    'okhttp',
    'axios/',
    'node-fetch',
    'undici',
    'libwww',
    'httpclient',
    'postman',
    'insomnia',
    'monitor',
    'uptime',
    'pingdom',
    'statuscake',
    'scanner',
    'validator',
    'archive',
  ].join('|'),
  'i',
);

/**
 * Whether a request is not a person looking: HEAD, a prefetch or prerender the browser made on
 * its own (`Sec-Purpose`/`Purpose: prefetch`), no user agent, or a user agent of a crawler, link
 * previewer, tool or headless browser.
 */
export function isBot(
  method: string,
  headers: Headers,
  /** What the user agent says, when the caller has it already (AgentClassifier). */
  agentIsBot = isBotAgent(header(headers, 'user-agent')),
): boolean {
  return agentIsBot || isAutomatic(method, headers);
}

/** HEAD, or a request the browser made on its own (a prefetch or prerender). */
export function isAutomatic(method: string, headers: Headers): boolean {
  if (method === 'HEAD') return true;
  if (headers['sec-purpose'] === undefined && headers.purpose === undefined) {
    return headers['x-purpose'] !== undefined || headers['x-moz'] === 'prefetch';
  }
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')}`;
  return /prefetch|preview|prerender/i.test(purpose);
}

/** No user agent, or one of a crawler, link previewer, tool or headless browser. */
export const isBotAgent = (agent: string): boolean =>
  agent.trim() === '' || BOT_PATTERN.test(agent);

const OUR_SOURCES: ReadonlySet<string> = new Set(VISIT_SOURCES);

/**
 * The sources that are no referring site's name: ours, `direct`, and `other` (the referring sites
 * past a day's named ones). A card's day keeps a row for each of these whatever else it has.
 */
export const FIXED_SOURCES: readonly string[] = [...VISIT_SOURCES, 'direct', 'other'];

const FIXED: ReadonlySet<string> = new Set(FIXED_SOURCES);

/** A host name fit to show and store: lower case, letters, digits, dots and dashes, bounded. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$/;

/**
 * Where a visit came from: the `src` our own codes and links carry (anything else is direct),
 * else the referring site's host name (without `www.`) when it is another site, else `direct`.
 */
export function sourceOf(src: unknown, referer: string | undefined, ownHost: string): SourceLabel {
  if (typeof src === 'string' && OUR_SOURCES.has(src)) return src as VisitSource;
  if (!referer) return 'direct';
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return 'direct';
  }
  if (host.startsWith('www.')) host = host.slice(4);
  // The Host header carries the port; a URL's host name does not.
  const own = ownHost
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  // A one-word host called `qr` or `other` is not taken for one of the fixed sources.
  if (!host || host === own || host.length > 253 || !HOST_NAME.test(host) || FIXED.has(host)) {
    return 'direct';
  }
  return host;
}

/** Phones and tablets count as mobile (their user agents say Mobi, Android, iPhone or iPad). */
export function deviceOf(
  headers: Headers,
  /** What the user agent says, when the caller has it already (AgentClassifier). */
  agentDevice = deviceOfAgent(header(headers, 'user-agent')),
): Device {
  return header(headers, 'sec-ch-ua-mobile') === '?1' ? 'mobile' : agentDevice;
}

export const deviceOfAgent = (agent: string): Device =>
  /mobi|android|iphone|ipad|ipod/i.test(agent) ? 'mobile' : 'desktop';

/** What a user agent says, kept for the agents seen most (a page's visitors share a few). */
export class AgentClassifier {
  private readonly seen = new Map<string, { bot: boolean; device: Device }>();

  constructor(private readonly capacity = 2_000) {}

  of(agent: string): { bot: boolean; device: Device } {
    let known = this.seen.get(agent);
    if (!known) {
      if (this.seen.size >= this.capacity) this.seen.clear();
      known = { bot: isBotAgent(agent), device: deviceOfAgent(agent) };
      this.seen.set(agent, known);
    }
    return known;
  }
}

/** The query's `src`, from a URL (the cached-response server sees the raw request). */
export function srcOfUrl(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query < 0 || !url.includes('src=', query)) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get('src') ?? undefined;
}
