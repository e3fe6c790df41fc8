/**
 * Test support: an HTTP endpoint on 127.0.0.1 that receives webhooks and keeps each request as it
 * arrived (headers and raw body), for tests to verify. What it answers is up to the test.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type ReceiverBehaviour = (request: ReceivedWebhook, response: ServerResponse) => unknown;

/** Answers 200 with a short JSON body. */
export const acceptAll: ReceiverBehaviour = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
};

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  behaviour: ReceiverBehaviour = acceptAll;
  private server: Server | undefined;
  private readonly open = new Set<ServerResponse>();
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Listens on `port` (0: any free one). */
  async start(port = 0): Promise<this> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received = {
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.received.push(received);
        this.open.add(response);
        response.on('close', () => this.open.delete(response));
        void Promise.resolve(this.behaviour(received, response)).catch(() => response.destroy());
      });
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const response of this.open) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The requests received at `path`. */
  at(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }
}
