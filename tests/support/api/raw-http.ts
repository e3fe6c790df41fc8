import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request over real HTTP to a server on loopback (127.0.0.1 unless `address` says which), with any
 * Host header (fetch cannot set one), each on a connection of its own, as different browsers would.
 */
export function send(
  port: number,
  path: string,
  options: {
    host: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** The address to connect to (the server's socket). */
    address?: string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: options.address ?? '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { ...options.headers, host: options.host },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
