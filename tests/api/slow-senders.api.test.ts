import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, type TestUser } from '../support/api/users';

/**
 * Senders that hold a connection open or send more than a form allows, on real sockets over
 * loopback: the server cuts a request that trickles past REQUEST_TIMEOUT_SECONDS, and answers a
 * refusal as soon as it knows (a visitor's file part, a Content-Length or a streamed body over the
 * form's budget, a spent per-IP limit), without waiting for the rest of the body.
 */

const BOUNDARY = 'slowsenderboundary';

const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileStart = (name: string, filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;

interface RawAnswer {
  /** The status line's code, once the server answered; undefined while it has not. */
  status?: number;
  text: string;
  closed: boolean;
}

/** A raw HTTP/1.1 connection: what the server sent so far, and whether it closed the socket. */
function connect(port: number) {
  const socket = net.connect({ host: '127.0.0.1', port });
  const answer: RawAnswer = { text: '', closed: false };
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of waiters) waiter();
  };
  socket.on('data', (chunk: Buffer) => {
    answer.text += chunk.toString('latin1');
    const status = /^HTTP\/1\.1 (\d{3})/.exec(answer.text)?.[1];
    if (status) answer.status = Number(status);
    changed();
  });
  socket.on('close', () => {
    answer.closed = true;
    changed();
  });
  socket.on('error', () => {});
  /** Resolves once `condition` holds; rejects after `timeoutMs`. */
  const until = (condition: (a: RawAnswer) => boolean, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      if (condition(answer)) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no such answer within ${timeoutMs} ms: ${JSON.stringify(answer)}`));
      }, timeoutMs);
      const check = () => {
        if (!condition(answer)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });
  return {
    socket,
    answer,
    until,
    /** The JSON body of the answer (after its headers). */
    json: () => JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4)) as unknown,
    /** Writes a chunk of a chunked body. */
    chunk: (data: string) => socket.write(`${Buffer.byteLength(data).toString(16)}\r\n${data}\r\n`),
  };
}

const requestHead = (
  path: string,
  headers: Record<string, string | number>,
  { chunked }: { chunked: boolean },
) =>
  [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    ...(chunked ? ['Transfer-Encoding: chunked'] : []),
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as AddressInfo).port;
}

describe('slow and oversized senders on real sockets', () => {
  let t: TestApp;
  let port: number;
  let member: TestUser;
  const open: net.Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      REQUEST_TIMEOUT_SECONDS: '2',
      SUPPORT_RATE_LIMIT_PER_IP: '1000',
      SUPPORT_RATE_LIMIT_PER_EMAIL: '1000',
      SUPPORT_MAX_ATTACHMENT_SIZE: '0.05',
      SUPPORT_MAX_ATTACHMENTS: '3',
    });
    member = await createUser(t.app);
    port = await listen(t);
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await t.close();
  });

  const connection = () => {
    const c = connect(port);
    open.push(c.socket);
    return c;
  };

  it('cuts a request whose body trickles in past the request timeout', async () => {
    const c = connection();
    const started = performance.now();
    c.socket.write(
      requestHead('/api/support/request', { 'Content-Length': 50_000 }, { chunked: false }),
    );
    c.socket.write(field('subject', 'Support'));
    // A byte every 100 ms keeps the connection busy without ever finishing the body.
    const trickle = setInterval(() => c.socket.write('x'), 100);
    try {
      await c.until((answer) => answer.closed, 8_000);
    } finally {
      clearInterval(trickle);
    }
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThan(1_900);
    expect(elapsed).toBeLessThan(6_000);
    // Node answers 408 before it closes, when it can.
    if (c.answer.status !== undefined) expect(c.answer.status).toBe(408);
  });

  it("refuses a visitor's file part as it begins, before the rest of the body is sent", async () => {
    const c = connection();
    c.socket.write(requestHead('/api/support/request', {}, { chunked: true }));
    c.chunk(
      field('subject', 'Support') +
        field('body', 'Hello') +
        field('email', 'visitor@example.com') +
        fileStart('attachments', 'big.png') +
        'x'.repeat(1024),
    );
    // Nothing more is sent: the answer must not wait for it.
    await c.until((answer) => answer.status !== undefined && answer.text.includes('}'), 1_500);
    expect(c.answer.status).toBe(400);
    expect(c.json()).toMatchObject({ error: 'ATTACHMENTS_NOT_ALLOWED' });
  });

  it('refuses a Content-Length over the form’s budget before reading anything', async () => {
    const c = connection();
    c.socket.write(
      requestHead(
        '/api/support/request',
        { 'Content-Length': 20 * 1024 * 1024 },
        { chunked: false },
      ),
    );
    await c.until((answer) => answer.status !== undefined && answer.text.includes('}'), 1_500);
    expect(c.answer.status).toBe(413);
    expect(c.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a streamed body as soon as its content passes the form’s budget', async () => {
    const c = connection();
    c.socket.write(
      requestHead('/api/support/request', { Cookie: member.cookie }, { chunked: true }),
    );
    // Text fields of 16 KB each: the budget (the attachments' and the fields') runs out at 14.
    for (let n = 0; n < 15; n += 1) c.chunk(field(`note${n}`, 'y'.repeat(16 * 1024 - 1)));
    await c.until((answer) => answer.status !== undefined && answer.text.includes('}'), 1_500);
    expect(c.answer.status).toBe(413);
    expect(c.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('the per-IP support limit on a real socket', () => {
  let t: TestApp;
  let port: number;
  const open: net.Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_RATE_LIMIT_PER_IP: '1' });
    port = await listen(t);
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await t.close();
  });

  it('is counted before the body is read', async () => {
    const body =
      field('subject', 'Support') +
      field('body', 'Hello') +
      field('email', 'visitor@example.com') +
      `--${BOUNDARY}--\r\n`;
    const first = await fetch(`http://127.0.0.1:${port}/api/support/request`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    });
    expect(first.status).toBe(200);

    const c = connect(port);
    open.push(c.socket);
    c.socket.write(
      requestHead('/api/support/request', { 'Content-Length': body.length }, { chunked: false }),
    );
    // The headers only: the limit answers without waiting for the body.
    await c.until((answer) => answer.status !== undefined && answer.text.includes('}'), 1_500);
    expect(c.answer.status).toBe(429);
  });
});
