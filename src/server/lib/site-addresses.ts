import { hostname as machineName, networkInterfaces } from 'node:os';
import type { Config } from '../config';
import { LruCache } from './lru';
import { originOfUrl } from './request-origin';

/** Origins remembered from signed-in users' requests, at most. */
const SIGNED_IN_ORIGINS = 64;
/** Of which one user's, at most: their machine's names and addresses, not a flood of made-up ones. */
const ORIGINS_PER_USER = 4;
/** How long the machine's addresses are trusted before they are read again (DHCP, Wi-Fi). */
const MACHINE_ADDRESSES_MS = 60_000;

/**
 * The addresses the site answers at, for what is drawn per address (QR codes; decision 0024,
 * docs/product.md#site-address). Without PUBLIC_URL a page follows whatever Host it was opened
 * at, and anyone can write any Host, so a drawing is made only for:
 *
 * - the site's configured address (PUBLIC_URL, or the loopback address the server is at);
 * - this machine's own: `localhost`, each interface's address (127.0.0.1, ::1, the network ones a
 *   phone opens) and the machine's name (also as `<name>.local`), at the port the server listens
 *   on, over http or https;
 * - the last few a signed-in user (verified address) has used: a name the machine has on the
 *   network, a tunnel. A user holds at most `ORIGINS_PER_USER` of them, so one account cannot
 *   push out everyone else's.
 *
 * Anything else is a made-up address as far as drawings go: it gets the drawing of the site's own.
 */
export class SiteAddresses {
  readonly #signedIn = new LruCache<string, string>(SIGNED_IN_ORIGINS);
  #machine = new Set<string>();
  #machineReadAt = Number.NEGATIVE_INFINITY;
  /** The ports `#machine` was made for: a server that starts listening has a new one. */
  #machinePorts = '';

  /** The site's own origin: what an address it does not answer at is drawn with. */
  readonly siteOrigin: string;

  constructor(
    private readonly config: Pick<Config, 'publicUrl' | 'publicUrlFixed' | 'port'>,
    /** The ports the server listens on now (the configured one before it listens). */
    private readonly ports: () => number[],
    private readonly machine = {
      interfaces: networkInterfaces,
      name: machineName,
      now: Date.now,
    },
  ) {
    this.siteOrigin = originOfUrl(config.publicUrl);
  }

  /** Whether the site answers at `origin` (an origin as `requestOrigin` makes them). */
  answersAt(origin: string): boolean {
    if (this.config.publicUrlFixed || origin === this.siteOrigin) return true;
    return this.#signedIn.get(origin) !== undefined || this.isMachineOrigin(origin);
  }

  /** A signed-in user (`userId`) sent a request to `origin`: the site answers there for a while. */
  rememberSignedIn(origin: string, userId: string): void {
    if (this.config.publicUrlFixed || origin === this.siteOrigin) return;
    // This machine's own need no place here: they are known however many users there are.
    if (this.isMachineOrigin(origin)) return;
    if (this.#signedIn.get(origin) === userId) return;
    const theirs = [...this.#signedIn.entries()].filter(([, owner]) => owner === userId);
    // Oldest first: the user's least recently used goes when they have too many.
    const [oldest] = theirs[0] ?? [];
    if (theirs.length >= ORIGINS_PER_USER && oldest !== undefined) this.#signedIn.delete(oldest);
    this.#signedIn.set(origin, userId);
  }

  private isMachineOrigin(origin: string): boolean {
    const ports = this.listeningPorts().join(',');
    if (ports === this.#machinePorts && this.#machine.has(origin)) return true;
    // Read again at most once a minute, however many unknown addresses arrive, and whenever the
    // server listens on another port (an app built before it listens, on port 0 in tests).
    const now = this.machine.now();
    if (ports === this.#machinePorts && now - this.#machineReadAt < MACHINE_ADDRESSES_MS) {
      return false;
    }
    this.#machineReadAt = now;
    this.#machinePorts = ports;
    this.#machine = this.machineOrigins();
    return this.#machine.has(origin);
  }

  private listeningPorts(): number[] {
    return [...new Set([...this.ports(), this.config.port])];
  }

  private machineOrigins(): Set<string> {
    const hosts = new Set(['localhost', '127.0.0.1', '[::1]']);
    const name = this.machine.name().toLowerCase();
    if (name) hosts.add(name).add(`${name}.local`);
    for (const item of Object.values(this.machine.interfaces()).flat()) {
      if (!item) continue;
      // A link-local IPv6 address needs a zone, which no Host header carries.
      if (item.family === 'IPv6' && item.address.toLowerCase().startsWith('fe80')) continue;
      hosts.add(item.family === 'IPv6' ? `[${item.address.toLowerCase()}]` : item.address);
    }
    const origins = new Set<string>();
    for (const port of this.listeningPorts()) {
      for (const host of hosts) {
        for (const scheme of ['http', 'https']) {
          try {
            origins.add(new URL(`${scheme}://${host}:${port}`).origin);
          } catch {
            // A machine name that is not a host name: nobody can open it.
          }
        }
      }
    }
    return origins;
  }
}
