import type { Server } from "node:http";
import { PassThrough, Writable } from "node:stream";
import type { AppLoadContext, EntryContext, ServerBuild } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { isOperatorRequest } from "./lib/admin/operator.server";
import { clerkScriptHosts } from "./lib/auth/clerk-hosts.server";
import { env } from "./lib/env.server";
import { MarkupMemoContext } from "./lib/render/markup-memo";
import { markupMemo } from "./lib/render/markup-memo.server";
import { createDocumentMemo, memoizesDocumentOf, readHandoff, type DocumentMemo } from "./lib/render/document-memo.server";
import { NonceProvider } from "./lib/security/nonce";
import { newNonce } from "./lib/security/new-nonce.server";
import { applySecurityHeaders } from "./lib/security/security-headers.server";
import { listenAddress } from "./lib/security/listen-address.server";
import { MAX_PHOTO_UPLOAD_BODY_BYTES, PHOTO_UPLOAD_PATH_PATTERN } from "../contract/product-photos";
import { RETURN_PHOTO_PAGE_PATTERN } from "../contract/order-lifecycle/return-photos";
import { getViewer } from "./lib/auth/viewer.server";
import { isMultipart } from "./lib/forms/photo-upload.server";
import { describeErrorForLog } from "../contract/server/redact";
import { log } from "../contract/server/log";
import { createRequestLog } from "./lib/log/request-log.server";
import { noteRoute, requestIdOf } from "./lib/log/request-context.server";
import { withRouteIdsNoted } from "./lib/log/route-ids.server";
import { logRequestFailure } from "./lib/log/failure-reference.server";
import { withRequestDurations } from "./lib/metrics/process-metrics.server";
import { stopGracefully } from "../contract/server/graceful-stop";
import { keepRunningOnUnhandledRejections } from "../contract/server/unhandled-rejections";
import { closeInProcessBackend } from "./lib/backend/in-process.server";

const ABORT_DELAY = 5_000;

// Markup rendered once (app/lib/render/markup-memo.tsx) in the production build only: in development, a
// component edited while the server runs would keep its old HTML under the same key.
const storedMarkup = import.meta.env.PROD ? markupMemo : null;
// …and so are whole catalogue documents, within DOCUMENT_MEMO_MB (0: none).
const storedDocuments =
  import.meta.env.PROD && env().DOCUMENT_MEMO_MB > 0 ? createDocumentMemo(env().DOCUMENT_MEMO_MB * 1024 * 1024) : null;

// Validate settings when the server starts, not on the first request.
env();
log();
keepRunningOnUnhandledRejections("cookware");

// scripts/storefront-server.mjs awaits it before listening.
export { prepareBackend as prepareBeforeListening } from "./lib/backend/prepare.server";

/** scripts/storefront-server.mjs listens there (HOST, or its default), and the log says when that is unsafe. */
export function listenHost(): string | undefined {
  const { host, warning } = listenAddress(env());
  if (warning) log().warn(warning);
  return host;
}

/** scripts/storefront-server.mjs logs each request with it (app/lib/log/request-log.server.ts), timing it for /metrics when on. */
export const requestLog = () => withRequestDurations(createRequestLog({ trustProxy: env().TRUST_PROXY > 0 }));
/** …and serves /metrics with this process's figures (scripts/metrics-endpoint.mjs). */
export { processMetrics } from "./lib/metrics/process-metrics.server";
/** …and serves this build, whose loaders and actions note the route that answered in the load context. */
export const withRouteIds = (build: ServerBuild) => withRouteIdsNoted(build);
/** …each request from the part of it that can match its path (app/lib/render/route-sections.server.ts). */
export { routeSections } from "./lib/render/route-sections.server";

/** scripts/storefront-server.mjs hands over its listening server: SIGTERM/SIGINT drain it, then close the in-process backend. */
export function stopGracefullyOnSignals(server: Server): (reason: string) => void {
  return stopGracefully(server, { timeoutMs: env().SHUTDOWN_TIMEOUT_MS, beforeExit: closeInProcessBackend, label: "cookware" });
}

/**
 * scripts/bounded-body.mjs's rules: a body's larger limit, granted only once the request is known to
 * be one that may send it (an operator's photo upload, a signed-in shopper's return photo), how many such bodies one process takes at
 * once, and how long a body may take to arrive. `request` carries the headers alone.
 */
export function requestBodyRules() {
  const settings = env();
  return {
    maxLargeBodies: settings.MAX_CONCURRENT_UPLOADS,
    timeoutMs: settings.UPLOAD_TIMEOUT_MS,
    async largerLimitFor(request: Request): Promise<number | undefined> {
      const path = new URL(request.url).pathname;
      if (PHOTO_UPLOAD_PATH_PATTERN.test(path)) return (await isOperatorRequest(request)) ? MAX_PHOTO_UPLOAD_BODY_BYTES : undefined;
      // A shopper's photo of their return, posted to their order page (the backend then checks the order is theirs).
      if (RETURN_PHOTO_PAGE_PATTERN.test(path) && isMultipart(request))
        return (await getViewer({ request })) ? MAX_PHOTO_UPLOAD_BODY_BYTES : undefined;
      return undefined;
    },
  };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = newNonce();
  // The page's own route, even when it has no loader of its own.
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  if (leaf) noteRoute(loadContext, leaf.route.id, Number.MAX_SAFE_INTEGER);
  applySecurityHeaders(request, responseHeaders, nonce, clerkScriptHosts());
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const render = { request, remixContext, nonce, requestId: requestIdOf(loadContext) };
  if (!storedDocuments || !memoizable(request, responseStatusCode, remixContext)) {
    return renderDocument(render).then(
      ({ body, failed }) => new Response(body, { headers: responseHeaders, status: failed ? 500 : responseStatusCode }),
    );
  }
  return answerFromMemo(storedDocuments, render, responseStatusCode, responseHeaders);
}

type Render = { request: Request; remixContext: EntryContext; nonce: string; requestId: string | undefined };

/** A catalogue page's document: written from the memo when the same address had the same data, else rendered and kept. */
async function answerFromMemo(memo: DocumentMemo, render: Render, status: number, headers: Headers) {
  const { request, remixContext, nonce } = render;
  const handoff = await readHandoff(remixContext.serverHandoffStream!);
  const inputs = {
    head: `${status} ${new Date().getFullYear()} ${remixContext.serverHandoffString ?? ""}`,
    data: handoff.data,
    chunkEnds: handoff.chunkEnds,
  };
  let html = memo.find(request.url, inputs, nonce);
  if (!html) {
    const rendered = await renderDocument({ ...render, remixContext: { ...remixContext, serverHandoffStream: handoff.replay() } }, "whole");
    if (rendered.failed) return new Response(asBody(rendered.body), { headers, status: 500 });
    html = rendered.body;
    memo.store(request.url, inputs, html, nonce);
  }
  headers.set("Content-Length", String(html.byteLength));
  return new Response(asBody(html), { headers, status });
}

// A Buffer is a Uint8Array; TypeScript's DOM types want one over an ArrayBuffer, which it is.
const asBody = (bytes: Buffer) => bytes as Uint8Array<ArrayBuffer>;

/** GET pages of the memo's routes that rendered their data, not an error or an action's answer. */
function memoizable(request: Request, status: number, remixContext: EntryContext) {
  const { staticHandlerContext: context } = remixContext;
  return (
    request.method === "GET" &&
    status === 200 &&
    !context.errors &&
    !context.actionData &&
    remixContext.serverHandoffStream !== undefined &&
    memoizesDocumentOf(context.matches.map((match) => match.route.id))
  );
}

function renderDocument(render: Render): Promise<{ body: ReadableStream<Uint8Array>; failed: boolean }>;
function renderDocument(render: Render, whole: "whole"): Promise<{ body: Buffer; failed: boolean }>;
function renderDocument({ request, remixContext, nonce, requestId }: Render, whole?: "whole") {
  // Every page waits for all its data: shoppers without JavaScript get the whole page at once.
  return new Promise<{ body: ReadableStream<Uint8Array> | Buffer; failed: boolean }>((resolve, reject) => {
    let failed = false;
    // Cleared once the page is whole: a pending timer would keep the finished render alive for
    // ABORT_DELAY, hundreds of them under load, for the garbage collector to walk.
    const abortTimer = setTimeout(() => abort(), ABORT_DELAY);
    const { pipe, abort } = renderToPipeableStream(
      <MarkupMemoContext.Provider value={storedMarkup}>
        <NonceProvider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceProvider>
      </MarkupMemoContext.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(abortTimer);
          if (whole) {
            // The page is whole by now: React writes it into one buffer, synchronously.
            const chunks: Uint8Array[] = [];
            const collect = new Writable({
              emitClose: false,
              write(chunk: Uint8Array, _encoding, done) {
                chunks.push(chunk);
                done();
              },
            });
            pipe(collect);
            return resolve({ body: Buffer.concat(chunks), failed });
          }
          // No "close" event: React took it for a shopper who left mid-page, and for every page made
          // an Error and a second end() call after the page had been sent
          // (docs/decisions/0012-per-request-savings.md). The page is whole by now, so there is nothing
          // left to abort.
          const body = new PassThrough({ emitClose: false });
          resolve({ body: createReadableStreamFromReadable(body), failed });
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error) {
          failed = true;
          log().error({ requestId, cause: describeErrorForLog(error) }, "the page could not be rendered");
        },
      },
    );
  });
}

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  // A thrown data(…, { status }) (a 403 from assertSameOrigin, a 404) is an answer, not a fault.
  if (typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit") return;
  logRequestFailure(context, error);
}
