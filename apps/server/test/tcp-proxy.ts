import net from 'node:net';

/**
 * A TCP proxy on loopback for fault tests: `cut()` destroys every open connection and stops
 * listening (new connections are refused), `restore()` listens again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let port = 0;

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = [client, upstream];
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        for (const other of pair) {
          other.destroy();
          sockets.delete(other);
        }
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    get port() {
      return port;
    },
    /** The same URL with host and port replaced by the proxy's. */
    urlFor(url: string): string {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async cut(): Promise<void> {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closed;
    },
    restore: listen,
    async close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
