import { connect } from "node:net";

/**
 * Sends `requestLine` as it is (bytes no HTTP client would send: an absolute URL, raw bytes in a
 * query string) with `headers`, on a socket of its own, and answers the status line of the reply.
 */
export function rawStatusLine(baseURL: string, requestLine: string | Buffer, headers: Record<string, string> = {}): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  const head = Object.entries({ Host: `${hostname}:${port}`, ...headers, Connection: "close" })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return new Promise((resolve, reject) => {
    let reply = "";
    const socket = connect(Number(port), hostname, () => {
      socket.write(Buffer.concat([Buffer.from(requestLine), Buffer.from(`\r\n${head}\r\n`)]));
    });
    socket.setEncoding("latin1");
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk) => (reply += chunk));
    socket.on("end", () => resolve(reply.split("\r\n")[0]));
    socket.on("error", reject);
  });
}
