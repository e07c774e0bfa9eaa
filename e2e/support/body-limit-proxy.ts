import { createServer, request } from "node:http";

/** The page nginx answers a body over its `client_max_body_size` with. */
const NGINX_413_PAGE =
  "<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n" +
  "<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";

export type BodyLimitProxy = { url: string; refused: () => number; close: () => Promise<void> };

/**
 * A reverse proxy a test owns in front of the store, refusing bodies over `limitBytes` as nginx does by
 * default (1 MB): its own 413 page at once, the rest of the body read and dropped. Everything else passes
 * as it came, Host included.
 */
export async function startBodyLimitProxy(target: string, limitBytes = 1024 * 1024): Promise<BodyLimitProxy> {
  const { hostname, port } = new URL(target);
  let refused = 0;
  const server = createServer((incoming, answer) => {
    if (Number(incoming.headers["content-length"] ?? 0) > limitBytes) {
      refused += 1;
      incoming.resume();
      answer.writeHead(413, { "Content-Type": "text/html", "Content-Length": Buffer.byteLength(NGINX_413_PAGE) }).end(NGINX_413_PAGE);
      return;
    }
    const forward = request(
      { host: hostname, port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (upstream) => {
        answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(answer);
      },
    );
    forward.on("error", () => answer.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const proxyPort = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    refused: () => refused,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
