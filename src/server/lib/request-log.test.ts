import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { writeInfoLine, type RequestLine } from './request-log';

/** A pino logger writing into an array, with the redaction the server configures (app.ts). */
function capturedLogger() {
  const lines: string[] = [];
  const log = pino(
    {
      level: 'info',
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    },
    { write: (line: string) => void lines.push(line) },
  );
  return { log, lines };
}

const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');

describe('the everyday request line', () => {
  it('is the same line pino writes for it, field for field and byte for byte', () => {
    const { log, lines } = capturedLogger();
    const line: RequestLine = {
      reqId: '3f0c2a8e-1d2b-4c5d-9e6f-7a8b9c0d1e2f',
      method: 'GET',
      route: '/api/card/showcase',
      status: 200,
      ms: 0.4,
    };
    log.info(line, 'request');
    expect(writeInfoLine(log, line)).toBe(true);
    expect(lines).toHaveLength(2);
    expect(withoutTime(lines[1]!)).toBe(withoutTime(lines[0]!));
    expect(JSON.parse(lines[1]!)).toMatchObject({
      level: 30,
      pid: process.pid,
      msg: 'request',
      ...line,
    });
  });

  it('keeps a quote, a backslash or a line break in a field inside its string', () => {
    const { log, lines } = capturedLogger();
    const line: RequestLine = {
      reqId: 'a"b\\c\nd',
      method: 'GET',
      route: '/c/"x"\n{"level":60}',
      status: 404,
      ms: 12.5,
    };
    log.info(line, 'request');
    writeInfoLine(log, line);
    expect(lines[1]!.split('\n')).toHaveLength(2);
    expect(withoutTime(lines[1]!)).toBe(withoutTime(lines[0]!));
    expect(JSON.parse(lines[1]!)).toMatchObject(line);
  });

  it('says when the logger is not one whose parts it can use, so pino writes the line', () => {
    const lines: string[] = [];
    const notPino = {
      level: 'info',
      info: (object: unknown) => void lines.push(JSON.stringify(object)),
    } as unknown as Parameters<typeof writeInfoLine>[0];
    expect(
      writeInfoLine(notPino, { reqId: 'r', method: 'GET', route: '/', status: 200, ms: 1 }),
    ).toBe(false);
    expect(lines).toEqual([]);
  });
});
