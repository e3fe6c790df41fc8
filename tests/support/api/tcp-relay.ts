import net from 'node:net';

export interface TcpRelay {
  port: number;
  close(): Promise<void>;
}

/**
 * A pass-through TCP proxy on loopback, as HAProxy in TCP mode (or without `option forwardfor`),
 * stunnel or an SSH tunnel would be: it copies bytes both ways and adds nothing, so the app sees a
 * loopback socket, no forwarding header, and whatever Host the client sent.
 */
export async function startTcpRelay(targetPort: number): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('error', () => upstream.destroy());
    upstream.once('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
