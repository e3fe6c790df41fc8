import { createServer, Packet } from 'dns2';

/**
 * A real DNS server on 127.0.0.1 (dns2, UDP) answering TXT questions from records a test
 * publishes; any other name is NXDOMAIN. The app is pointed at it with DNS_SERVERS=`address`.
 * `silent` makes it drop every question, as a server that never answers would.
 */
export class LoopbackDns {
  private readonly records = new Map<string, string[][]>();
  private server: ReturnType<typeof createServer> | undefined;
  /** The names asked for, in order (lower case). */
  readonly questions: string[] = [];
  silent = false;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = createServer({
      udp: true,
      handle: (request, send) => {
        const [question] = request.questions;
        if (!question) return;
        const name = question.name.toLowerCase();
        this.questions.push(name);
        if (this.silent) return;
        const response = Packet.createResponseFromRequest(request);
        const records = this.records.get(name);
        if (!records) {
          response.header.rcode = Packet.RCODE.NXDOMAIN;
        } else if (question.type === Packet.TYPE.TXT) {
          for (const strings of records) {
            // dns2 encodes plain objects; its types ask for a decoded Resource.
            const answer = {
              name: question.name,
              type: Packet.TYPE.TXT,
              class: Packet.CLASS.IN,
              ttl: 60,
              data: strings,
            } as unknown as (typeof response.answers)[number];
            response.answers.push(answer);
          }
        }
        void send(response);
      },
    });
    const addresses = await this.server.listen({ udp: { port, address: '127.0.0.1' } });
    this.port = addresses.udp?.port ?? 0;
    return this;
  }

  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /**
   * Publishes TXT records at `name`, one per value, each split into the 255-byte strings a TXT
   * record holds; replaces what the name had.
   */
  publishTxt(name: string, ...values: string[]): void {
    this.records.set(
      name.toLowerCase().replace(/\.$/, ''),
      values.map((value) => value.match(/.{1,255}/gs) ?? ['']),
    );
  }

  unpublish(name: string): void {
    this.records.delete(name.toLowerCase());
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }
}
