import { readdirSync, readFileSync } from "node:fs";
import { connect, createServer } from "node:net";

/** A process's parent and state from /proc/<pid>/stat (Linux), or undefined once it is gone. */
function statOf(pid: number): { parent: number; state: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (in parentheses) may hold spaces: the fields after its last ")" are fixed.
    const [state, parent] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { parent: Number(parent), state };
  } catch {
    return undefined;
  }
}

/** `root` and every process below it. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    const parent = Number.isInteger(pid) ? statOf(pid)?.parent : undefined;
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index]) ?? []));
  return tree;
}

/** A zombie has ended: only its exit status waits for a parent to read it. */
export const isAlive = (pid: number) => {
  const state = statOf(pid)?.state;
  return state !== undefined && state !== "Z";
};

export const commandLineOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();

/** Resident memory in bytes (VmRSS). */
export function residentBytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kilobytes) * 1024;
}

/** Whether nothing listens on the port any more: a new server can take it. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** Whether a new connection to the port is refused. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

export type SlowRequest = {
  /** Sends the rest of the body; resolves to the raw answer once the server closes the connection. */
  finish(): Promise<string>;
  /** The raw answer as far as it came, once the connection ended (answered or cut). */
  ended: Promise<string>;
};

/**
 * A POST whose headers and first half of body are sent now and the rest only on finish(): a
 * request the server has begun and cannot answer yet.
 */
export function startSlowPost(port: number, path: string, headers: Record<string, string>, body: string): Promise<SlowRequest> {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: ${bytes.length}\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("") +
    "\r\n";
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    const ended = new Promise<string>((resolveEnded) => socket.once("close", () => resolveEnded(answer)));
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.write(Buffer.concat([Buffer.from(head), bytes.subarray(0, half)]));
      resolve({
        ended,
        finish: () => {
          socket.write(bytes.subarray(half));
          return ended;
        },
      });
    });
  });
}
