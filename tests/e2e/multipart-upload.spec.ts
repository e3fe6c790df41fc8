import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { test, expect, type Page } from '@playwright/test';

/**
 * The app's one multipart upload (src/web/lib/upload.ts) in the browser it is written for:
 * progress, the stall timeout, the answer's contract and the error policy. A loopback server
 * serves a page with the helper and answers each upload as the test tells it to.
 */

const ACTION_TEXT = 'Failed to save';

type Answer = (request: IncomingMessage, response: ServerResponse, body: Buffer) => void;

interface Outcome {
  ok: boolean;
  value?: unknown;
  code?: string;
  status?: number;
  shown?: string;
  progress: number[];
  elapsedMs: number;
}

let helperScript = '';
let server: Server;
let origin = '';
let answer: Answer = (_request, response) => response.end();
const received: Array<{ type: string; size: number }> = [];

test.beforeAll(async () => {
  const result = await build({
    stdin: {
      resolveDir: path.resolve(import.meta.dirname, '../..'),
      loader: 'ts',
      contents: `
        import { z } from 'zod';
        import { failureMessage } from './src/web/lib/http';
        import { postMultipart } from './src/web/lib/upload';
        (window as any).upload = async (stallTimeoutMs: number, bytes: number) => {
          const form = new FormData();
          form.append('name', 'Ada');
          form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
          const progress: number[] = [];
          const started = performance.now();
          try {
            const value = await postMultipart({
              url: '/api/upload',
              form,
              response: z.object({ id: z.string() }),
              onProgress: (fraction) => progress.push(fraction),
              stallTimeoutMs,
            });
            return { ok: true, value, progress, elapsedMs: performance.now() - started };
          } catch (error: any) {
            return {
              ok: false,
              code: error.code,
              status: error.status,
              shown: failureMessage(error, '${ACTION_TEXT}'),
              progress,
              elapsedMs: performance.now() - started,
            };
          }
        };
      `,
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
  });
  helperScript = result.outputFiles[0]?.text ?? '';

  server = createServer((request, response) => {
    if (request.method === 'GET') {
      response.setHeader('content-type', 'text/html');
      response.end(`<!doctype html><title>Uploads</title><script>${helperScript}</script>`);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ type: request.headers['content-type'] ?? '', size: body.length });
      answer(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
};

async function openHelper(page: Page, next: Answer) {
  answer = next;
  received.length = 0;
  await page.goto(`${origin}/`);
}

const upload = (page: Page, stallTimeoutMs = 10_000, bytes = 256 * 1024) =>
  page.evaluate(
    ([stall, size]) =>
      (window as unknown as { upload: (s: number, b: number) => Promise<Outcome> }).upload(
        stall,
        size,
      ),
    [stallTimeoutMs, bytes] as const,
  );

test.describe('multipart upload helper', () => {
  test('sends the form with progress and gives back the checked answer', async ({ page }) => {
    await openHelper(page, (_request, response) =>
      json(response, 200, { id: 'card-1', extra: 'dropped' }),
    );
    const outcome = await upload(page);
    expect(outcome.ok).toBe(true);
    expect(outcome.value).toEqual({ id: 'card-1' });
    expect(outcome.progress.length).toBeGreaterThan(0);
    expect(outcome.progress.at(-1)).toBe(1);
    expect(received).toEqual([
      { type: expect.stringMatching(/^multipart\/form-data; boundary=/), size: expect.any(Number) },
    ]);
    expect(received[0]!.size).toBeGreaterThan(256 * 1024);
  });

  test("a refused upload shows the server's sentence; other failures the action's text", async ({
    page,
  }) => {
    const answers: Answer[] = [
      (_request, response) =>
        json(response, 413, {
          error: 'FILE_TOO_LARGE',
          message: 'File too large. Maximum size is 2MB.',
        }),
      (_request, response) =>
        json(response, 500, { error: 'INTERNAL_ERROR', message: 'Something went wrong' }),
      (_request, response) => {
        response.statusCode = 502;
        response.end('<html>Bad Gateway</html>');
      },
      (_request, response) => json(response, 200, { unexpected: true }),
    ];
    let next = 0;
    await openHelper(page, (request, response, body) => answers[next++]!(request, response, body));

    expect(await upload(page)).toMatchObject({
      ok: false,
      code: 'FILE_TOO_LARGE',
      status: 413,
      shown: 'File too large. Maximum size is 2MB.',
    });
    expect(await upload(page)).toMatchObject({
      ok: false,
      code: 'INTERNAL_ERROR',
      shown: ACTION_TEXT,
    });
    expect(await upload(page)).toMatchObject({ ok: false, code: 'HTTP_502', shown: ACTION_TEXT });
    expect(await upload(page)).toMatchObject({
      ok: false,
      code: 'INVALID_RESPONSE',
      shown: ACTION_TEXT,
    });
  });

  test('gives up when the answer does not come, and not before', async ({ page }) => {
    // The body arrives, the answer never does.
    await openHelper(page, () => undefined);
    const outcome = await upload(page, 400);
    expect(received).toHaveLength(1);
    expect(outcome).toMatchObject({ ok: false, code: 'NETWORK_ERROR', shown: ACTION_TEXT });
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(400);
    expect(outcome.elapsedMs).toBeLessThan(5_000);
  });

  test('waits as long as the answer keeps within the stall time of the body', async ({ page }) => {
    await openHelper(page, (_request, response) => {
      setTimeout(() => json(response, 200, { id: 'card-2' }), 300);
    });
    const outcome = await upload(page, 1_000);
    expect(outcome).toMatchObject({ ok: true, value: { id: 'card-2' } });
  });
});
