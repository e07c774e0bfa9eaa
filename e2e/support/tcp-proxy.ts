import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP proxy a test owns, so it can cut a process off from PostgreSQL without touching the
 * machine's shared server: `cut()` destroys every open connection and refuses new ones until
 * `restore()`. `attempts()` counts the connections tried, refused ones too. `stall(marker)` holds
 * every byte, both ways, of the connections whose first bytes contain `marker` (PostgreSQL's
 * startup message names the connection's application), keeping them open: a connection dropped
 * silently, as a stopped server process or a lost route looks; `unstall()` lets the bytes through
 * again. Used by the fault specs and by the backend's tests of a lost database.
 */
export type TcpProxy = {
  port: number;
  cut(): void;
  restore(): void;
  stall(marker: string): void;
  unstall(): void;
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
  let stalledMarker: string | undefined;
  const sockets = new Set<Socket>();
  const links = new Set<{ firstBytes: string; held: (() => void)[] }>();
  const isStalled = (link: { firstBytes: string }) => stalledMarker !== undefined && link.firstBytes.includes(stalledMarker);
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
    const link = { firstBytes: "", held: [] as (() => void)[] };
    links.add(link);
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (to === upstream && link.firstBytes === "") link.firstBytes = chunk.toString("latin1");
      const send = () => void to.write(chunk);
      if (isStalled(link)) link.held.push(send);
      else send();
    };
    client.on("data", forward(upstream));
    upstream.on("data", forward(client));
    const end = () => {
      links.delete(link);
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
    stall(marker) {
      stalledMarker = marker;
    },
    unstall() {
      stalledMarker = undefined;
      for (const link of links) for (const send of link.held.splice(0)) send();
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
