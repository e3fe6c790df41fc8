/**
 * The DNS lookup of a domain's verification record (docs/product.md#verified-domains). It asks
 * its own resolver, never the process-wide one: the servers DNS_SERVERS names (the tests' server
 * on loopback), or the system's when it is empty. A lookup that takes longer than the limit is
 * cancelled.
 */
import { Resolver } from 'node:dns/promises';

/** No such name, or the name has no TXT record: the record is simply not published (yet). */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA']);

/** The lookup itself failed (timed out, refused, the server broke): nothing is known. */
export class DnsLookupError extends Error {
  constructor(readonly code: string) {
    super(`DNS lookup failed: ${code}`);
    this.name = 'DnsLookupError';
  }
}

/**
 * The TXT values published at `name` (each record's strings joined, as RFC 7208 reads them), an
 * empty list when there are none; throws DnsLookupError when no answer came in time.
 */
export async function lookupTxt(
  name: string,
  servers: readonly string[],
  timeoutMs: number,
): Promise<string[]> {
  const resolver = new Resolver({ timeout: Math.max(100, Math.floor(timeoutMs / 3)), tries: 2 });
  if (servers.length) resolver.setServers([...servers]);
  const timer = setTimeout(() => resolver.cancel(), timeoutMs);
  try {
    const records = await resolver.resolveTxt(name);
    return records.map((chunks) => chunks.join(''));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    if (ABSENT.has(code)) return [];
    throw new DnsLookupError(code);
  } finally {
    clearTimeout(timer);
  }
}
