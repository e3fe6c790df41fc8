/**
 * What a test app logs, one JSON line per entry (handed to buildApp as its log stream), so a test
 * can check what reaches the log.
 */
export class LogCapture {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  get text(): string {
    return this.lines.join('');
  }

  entries(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** The URL of every request the server logged in full (at debug, every request). */
  requestUrls(): string[] {
    return this.entries().flatMap((entry) => (typeof entry.url === 'string' ? [entry.url] : []));
  }

  /** The one line each request writes when its answer has gone (lib/request-log.ts). */
  requestLines(): Array<Record<string, unknown>> {
    return this.entries().filter(
      (entry) => typeof entry.route === 'string' && typeof entry.status === 'number',
    );
  }
}
