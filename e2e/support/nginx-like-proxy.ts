// A proxy in front of the store doing what docs/deployment.md's nginx site does to a request, read
// from that block: its `proxy_set_header` lines (nginx's variables evaluated as nginx would, the proxy
// standing for the TLS listener, so `$scheme` is https) and its `client_max_body_size` (a larger body
// is refused with 413, as nginx refuses it). Like nginx, it reads the whole body before passing it on.
import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";

export type ProxyRules = { setHeaders: [name: string, value: string][]; maxBodyBytes: number };

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"]);
const UNITS: Record<string, number> = { "": 1, k: 1024, m: 1024 * 1024, g: 1024 * 1024 * 1024 };

/** The rules of the site's block: every `proxy_set_header` and the body limit. */
export function proxyRulesOf(site: string): ProxyRules {
  const setHeaders = [...site.matchAll(/^\s*proxy_set_header (\S+) (.+);$/gm)].map(
    (match) => [match[1], match[2].replace(/^"(.*)"$/, "$1")] as [string, string],
  );
  const size = /^\s*client_max_body_size (\d+)([kmg]?);$/im.exec(site);
  if (!size) throw new Error("the nginx site sets no client_max_body_size");
  return { setHeaders, maxBodyBytes: Number(size[1]) * UNITS[size[2].toLowerCase()] };
}

/** An nginx value (a literal with `$variables`) for one request. */
function evaluate(value: string, request: IncomingMessage, requestId: string): string {
  const remote = request.socket.remoteAddress ?? "";
  const variables: Record<string, string> = {
    http_host: request.headers.host ?? "",
    host: (request.headers.host ?? "").replace(/:\d+$/, "").toLowerCase(),
    remote_addr: remote,
    proxy_add_x_forwarded_for: request.headers["x-forwarded-for"] ? `${request.headers["x-forwarded-for"]}, ${remote}` : remote,
    scheme: "https",
    request_id: requestId,
  };
  return value.replace(/\$(\w+)/g, (_, name: string) => {
    if (!(name in variables)) throw new Error(`the test's proxy does not know nginx's $${name}: teach it, or change the site`);
    return variables[name];
  });
}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function startNginxLikeProxy(rules: ProxyRules, upstream: { host: string; port: number }) {
  const server: Server = createServer(async (request, response) => {
    const declared = Number(request.headers["content-length"] ?? 0);
    const body = declared > rules.maxBodyBytes ? undefined : await readBody(request, rules.maxBodyBytes);
    if (body === undefined) {
      response.writeHead(413, { "Content-Type": "text/html", Connection: "close" }).end("<h1>413 Request Entity Too Large</h1>");
      return;
    }
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    const requestId = randomBytes(16).toString("hex");
    for (const [name, value] of rules.setHeaders) {
      const evaluated = evaluate(value, request, requestId);
      delete headers[name.toLowerCase()];
      // nginx passes no header whose value is empty.
      if (evaluated !== "") headers[name.toLowerCase()] = evaluated;
    }
    headers["content-length"] = String(body.length);
    const outgoing = httpRequest({ ...upstream, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    outgoing.on("error", () => response.writeHead(502).end("502 Bad Gateway"));
    outgoing.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
