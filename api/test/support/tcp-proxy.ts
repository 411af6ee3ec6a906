import net from 'node:net';

/**
 * A TCP proxy between the API and PostgreSQL that a test can cut: `cut()` drops every open
 * connection and refuses new ones until `restore()`; `cutWhen(text)` cuts the moment a client
 * sends bytes holding that text (a statement inside a transaction), before the server sees them.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  cutWhen(text: string): Promise<void>;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let down = false;
  let trigger: { text: string; fired: () => void } | null = null;

  const cut = () => {
    down = true;
    for (const [client, server] of pairs) {
      client.destroy();
      server.destroy();
    }
    pairs.clear();
  };

  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (trigger && chunk.includes(trigger.text)) {
        const fired = trigger.fired;
        trigger = null;
        cut();
        return fired();
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as net.AddressInfo).port,
    cut,
    cutWhen: (text) => new Promise<void>((fired) => (trigger = { text, fired })),
    restore: () => (down = false),
    close: () => {
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
