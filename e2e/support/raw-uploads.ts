import { readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";

/** The resident memory (VmRSS) of one process, in MB; 0 once it is gone. */
function residentOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** `pid` and every process below it. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the 4th field, after the name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index]) ?? []));
  return tree;
}

/**
 * The resident memory of the storefront that serves, in MB: the largest process of the tree started
 * as `pid` (the storefront itself, or the worker under a cluster primary, which stays small).
 */
export const storefrontResidentMb = (pid: number) => Math.max(...processTree(pid).map(residentOf));

export type RawAnswer = {
  /** The answer's status, or null when the connection ended (or the wait did) before one. */
  status: number | null;
  head: string;
  body: string;
  /** How the exchange ended: the server closed, reset or answered on a kept connection, or the wait ran out. */
  ended: "closed" | "reset" | "answered" | "gave-up";
};

export type RawPost = {
  port: number;
  path: string;
  headers: Record<string, string>;
  /** The body's pieces, sent as chunks (Transfer-Encoding: chunked) as fast as the server takes them. */
  chunks: Iterable<Buffer>;
  /** Leave the body unfinished (no last chunk): a slow upload; `onStalled` is told once every chunk is sent. */
  stall?: boolean;
  onStalled?: () => void;
  /** The longest the exchange may take before the socket is given up. */
  limitMs: number;
};

/** One POST over a socket of its own to 127.0.0.1, its body chunked, stopping when the server answers or closes. */
export function rawChunkedPost({ port, path, headers, chunks, stall = false, onStalled, limitMs }: RawPost): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    let done = false;
    const finish = (ended: RawAnswer["ended"]) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const [head = "", body = ""] = received.split(/\r\n\r\n([\s\S]*)/);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      resolve({ status: status ? Number(status[1]) : null, head, body, ended });
    };
    const timer = setTimeout(() => finish("gave-up"), limitMs);
    socket.setEncoding("latin1");
    socket.on("data", (text: string) => {
      received += text;
      const length = /\r\ncontent-length: (\d+)/i.exec(received);
      const bodyStart = received.indexOf("\r\n\r\n");
      if (length && bodyStart >= 0 && received.length - bodyStart - 4 >= Number(length[1])) finish("answered");
      if (/\r\ntransfer-encoding: chunked/i.test(received) && received.endsWith("\r\n0\r\n\r\n")) finish("answered");
    });
    socket.on("error", () => finish(received ? "closed" : "reset"));
    socket.on("close", () => finish(received ? "closed" : "reset"));
    const request = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Transfer-Encoding: chunked"];
    for (const [name, value] of Object.entries(headers)) request.push(`${name}: ${value}`);
    socket.write(`${request.join("\r\n")}\r\n\r\n`);
    void (async () => {
      for (const chunk of chunks) {
        if (done || received) return;
        socket.write(`${chunk.length.toString(16)}\r\n`);
        socket.write(chunk);
        const flowing = socket.write("\r\n");
        if (!flowing) await new Promise((next) => (socket.once("drain", next), socket.once("close", next)));
      }
      if (done) return;
      if (stall) onStalled?.();
      else socket.write("0\r\n\r\n");
    })();
  });
}

const BOUNDARY = "----cookware-raw-upload";

/** A photo form's multipart body (intent, description, the file), in pieces of at most `pieceBytes`. */
export function* photoFormChunks(file: Buffer | { bytes: number }, pieceBytes = 64 * 1024): Generator<Buffer> {
  yield Buffer.from(
    [
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA copper handi`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="handi.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ].join("\r\n"),
  );
  if (Buffer.isBuffer(file)) {
    for (let offset = 0; offset < file.length; offset += pieceBytes) yield file.subarray(offset, offset + pieceBytes);
  } else {
    // Filler bytes, the same piece sent again and again: the test itself holds 64 KB, whatever the size.
    const piece = Buffer.alloc(pieceBytes, 0x61);
    for (let left = file.bytes; left > 0; left -= pieceBytes) yield left >= pieceBytes ? piece : piece.subarray(0, left);
  }
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

export const PHOTO_FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
