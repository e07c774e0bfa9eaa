/**
 * The storefront's request log (pino-http): one line per request with its method, path (secrets in it
 * hidden), status, duration, request id, route id, the signed-in user and the process id. The request id
 * is answered in `X-Request-Id`, so a report that quotes it finds its line.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { log } from "../../../contract/server/log";
import type { RequestLogFields } from "./request-context.server";

/** A proxy's id (nginx's `$request_id`) is kept when a trusted proxy sent it and it is plainly an id. */
const PROXY_REQUEST_ID = /^[\w.:-]{8,64}$/;

/** Tokens that travel in addresses: a password reset link's, a message link's. */
export function pathForLog(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]").replace(/^(\/confirm-order\/)[^/?#]+/, "$1[redacted]");
}

type Served = ServerResponse & { locals?: { loadContext?: RequestLogFields } };

export function createRequestLog({ trustProxy }: { trustProxy: boolean }) {
  return pinoHttp({
    logger: log(),
    quietReqLogger: true,
    customAttributeKeys: { reqId: "requestId", responseTime: "durationMs" },
    genReqId(request: IncomingMessage, response: ServerResponse) {
      const fromProxy = request.headers["x-request-id"];
      const id = trustProxy && typeof fromProxy === "string" && PROXY_REQUEST_ID.test(fromProxy) ? fromProxy : randomUUID();
      response.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (request: { method: string; url: string; originalUrl?: string }) => ({
        method: request.method,
        path: pathForLog(request.originalUrl ?? request.url),
      }),
      res: (response: { statusCode: number }) => ({ status: response.statusCode }),
      err: (error: Error) => ({ message: error.message }),
    },
    customProps(_request: IncomingMessage, response: Served) {
      const context = response.locals?.loadContext;
      return context?.routeId ? { route: context.routeId, ...(context.userId ? { userId: context.userId } : {}) } : {};
    },
    customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
      error || response.statusCode >= 500 ? "error" : "info",
    customSuccessMessage: (request: IncomingMessage, response: ServerResponse) =>
      `${request.method} ${pathForLog(request.url ?? "")} ${response.statusCode}`,
    customErrorMessage: (request: IncomingMessage, response: ServerResponse) =>
      `${request.method} ${pathForLog(request.url ?? "")} ${response.statusCode}`,
  });
}
