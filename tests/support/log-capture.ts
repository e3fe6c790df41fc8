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

  /** The `req.url` of every request the server logged. */
  requestUrls(): string[] {
    return this.entries().flatMap((entry) => {
      const url = (entry.req as { url?: unknown } | undefined)?.url;
      return typeof url === 'string' ? [url] : [];
    });
  }
}
