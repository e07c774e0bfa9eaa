import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP proxy a test owns, so it can cut a process off from PostgreSQL without touching the
 * machine's shared server: `cut()` destroys every open connection and refuses new ones until
 * `restore()`. `attempts()` counts the connections tried, refused ones too. Used by the fault specs
 * and by the backend's tests of a lost database.
 */
export type TcpProxy = {
  port: number;
  cut(): void;
  restore(): void;
  connections(): number;
  attempts(): number;
  close(): Promise<void>;
};

/** The proxy in front of a PostgreSQL URL, and that URL through it. */
export async function proxyPostgresUrl(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const through = new URL(databaseUrl);
  through.hostname = "127.0.0.1";
  through.port = String(proxy.port);
  return { proxy, url: through.toString() };
}

async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let open = true;
  let attempts = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };

  const server: Server = createServer((client) => {
    attempts += 1;
    client.on("error", () => {});
    if (!open) {
      client.destroy();
      return;
    }
    track(client);
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    connections: () => sockets.size / 2,
    attempts: () => attempts,
    close() {
      open = false;
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
