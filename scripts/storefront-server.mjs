// @ts-check
// One storefront process (the primary, scripts/serve.mjs, starts one or several): what remix-serve does
// (compression, immutable /assets, request log), plus a clean 403 for cross-site form posts. Remix's
// own guard would answer those with an empty 500.
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
// The adapter's own two halves (its index exports only the whole handler, which cannot drop an answer).
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { createBodyLimiter } from "./bounded-body.mjs";
import { STOP_MESSAGE } from "./cluster-primary.mjs";
import { CONFIGURATION_EXIT_CODE, exitOnConfigurationError } from "./exit-codes.mjs";
import { allowedHostnames, isAllowedHost } from "./host-check.mjs";
import { metricsEndpoint } from "./metrics-endpoint.mjs";

/** @import { NextFunction, Request, Response } from "express" */

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
// The build's entry validates the settings as it loads.
const build = await import(pathToFileURL(resolve(buildDir, "server/index.js")).href).catch(exitOnConfigurationError);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const port = Number(process.env.PORT ?? 3000);
// HOST, or loopback behind a trusted proxy (app/lib/security/listen-address.server.ts); the bench's bare page has no rule.
const host = build.entry.module.listenHost ? build.entry.module.listenHost() : process.env.HOST;

/**
 * The host a browser posted from must be the host it posted to (or SITE_URL's).
 * @param {Request} request
 * @param {Response} response
 * @param {NextFunction} next
 */
function refuseCrossSitePosts(request, response, next) {
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(request.method)) return next();
  const origin = request.get("origin");
  if (!origin) return next(); // each action then checks the Referer itself
  // "null" comes from sandboxed frames, data: pages and cross-site redirects: never our own form.
  // (Remix's own guard would answer it with an empty 500.)
  let originHost;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  const siteHost = process.env.SITE_URL ? new URL(process.env.SITE_URL).host : undefined;
  const requestHost = (request.get("x-forwarded-host") ?? request.get("host") ?? "").split(",")[0].trim();
  if (originHost && originHost === requestHost) return next();
  // Before SITE_URL's own posts: Remix's guard compares these two as well, and a Host that lost its port
  // (nginx's $host in front of a port other than 443) would get its empty 500 there.
  if (originHost && requestHost && hostnameOf(originHost) === hostnameOf(requestHost))
    return refuseProxyWithoutPort(originHost, requestHost, response);
  if (originHost && originHost === siteHost) return next();
  response.status(403).type("text/plain").send("This form can only be sent from our own website.");
}

const hostnameOf = (/** @type {string} */ host) => host.replace(/:\d+$/, "").toLowerCase();
/** @type {Set<string>} */
const proxyMismatchesReported = new Set();

/**
 * The browser's Origin and the Host header name one machine but not one port: a proxy in front of the
 * store passed the host without its port (nginx's `proxy_set_header Host $host` on a port other than
 * 80/443). The post came from our own page, so the visitor is told it is the server's fault, and the
 * operator, once per pair, what to change.
 * @param {string} originHost
 * @param {string} requestHost
 * @param {Response} response
 */
function refuseProxyWithoutPort(originHost, requestHost, response) {
  const pair = `${originHost.slice(0, 100)} ${requestHost.slice(0, 100)}`;
  if (proxyMismatchesReported.size < 100 && !proxyMismatchesReported.has(pair)) {
    proxyMismatchesReported.add(pair);
    console.warn(
      `[cookware] refused a form post: the browser sent it from ${JSON.stringify(originHost)} but the Host header names ${JSON.stringify(requestHost)}. ` +
        "A proxy in front of the store must pass the host with its port (nginx: proxy_set_header Host $http_host), or set SITE_URL to the store's public address.",
    );
  }
  response
    .status(403)
    .type("html")
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        "<title>This form could not be sent</title></head><body><main><h1>This form could not be sent</h1>" +
        "<p>The store's server is set up so that it cannot tell this page was its own. Nothing was changed. " +
        "This is not something you did: please tell the store, and try again later.</p>" +
        "<p>For the store's technician: the proxy in front of the store passes the Host header without its port. " +
        "With nginx, use <code>proxy_set_header Host $http_host;</code>, or set <code>SITE_URL</code> to the store's public address.</p>" +
        "</main></body></html>",
    );
}

// The app's rules for bodies (scripts/bounded-body.mjs); a build without them (the bench's bare
// page) gives every body the small limit.
const bodyRules = build.entry.module.requestBodyRules?.() ?? {
  largerLimitFor: async () => undefined,
  maxLargeBodies: 1,
  timeoutMs: 120_000,
};
const limitBody = createBodyLimiter({
  ...bodyRules,
  // Who is asking is read from the request's headers alone: its body is not read before the answer.
  largerLimitFor: (request) => {
    const headersOnly = Object.create(request, { method: { value: "GET" } });
    return bodyRules.largerLimitFor(createRemixRequest(headersOnly, /** @type {Response} */ (request.res)));
  },
});

/**
 * A request line naming a whole URL (`GET http://host/path`, a proxy's form) or `*` has no path
 * for Remix to build its URL from: @remix-run/express would throw "Invalid URL" and answer 500.
 * Browsers never send either to a site they reach directly.
 * @param {Request} request
 * @param {Response} response
 * @param {NextFunction} next
 */
function refuseRequestLinesWithoutPath(request, response, next) {
  if (request.url.startsWith("/")) return next();
  response.status(400).set("Connection", "close").type("text/plain").send("Bad request: the request line must name a path.");
}

const allowedHosts = allowedHostnames({ SITE_URL: process.env.SITE_URL, ALLOWED_HOSTS: process.env.ALLOWED_HOSTS });
/** @type {Set<string>} */
const hostsReported = new Set();

/**
 * Links are printed from the request's host: one this store does not answer for is refused, and
 * the operator told once per host what to set.
 * @param {Request} request
 * @param {Response} response
 * @param {NextFunction} next
 */
function refuseUnknownHosts(request, response, next) {
  const host = request.get("host");
  if (isAllowedHost(allowedHosts, { path: request.path, host, forwardedHost: request.get("x-forwarded-host") })) return next();
  const named = JSON.stringify(String(request.get("x-forwarded-host") ?? host).slice(0, 100));
  if (hostsReported.size < 100 && !hostsReported.has(named)) {
    hostsReported.add(named);
    console.warn(
      `[cookware] refused a request for host ${named}: set SITE_URL to the store's public address, or list the host in ALLOWED_HOSTS`,
    );
  }
  response.status(400).type("text/plain").send("This store does not answer at this address.");
}

const app = express();
app.disable("x-powered-by");
// One JSON line per request (app/lib/log/request-log.server.ts), with the load context the request is
// served with (made here, so the line can name the route and the user the request noted in it).
const requestLog = build.entry.module.requestLog?.();
app.use((request, response, next) => {
  response.locals.loadContext = { clientAddress: request.socket.remoteAddress };
  if (!requestLog) return next();
  requestLog(request, response);
  response.locals.loadContext.requestId = /** @type {{ id?: string }} */ (request).id;
  next();
});
app.use(refuseRequestLinesWithoutPath);
app.use(refuseUnknownHosts);
app.use(compression());
// /metrics with METRICS_TOKEN (the whole store's figures, scripts/metrics-endpoint.mjs); 404 without it.
app.use(metricsEndpoint(build.entry.module.processMetrics?.()));
// Only fingerprinted files are cached forever; the rest of public/ (favicon, images) may change.
// The browser's files sit beside the server build (`assetsBuildDirectory` is relative to the Vite
// root the build was made from, which is not this folder for the bench's bare page).
const clientDir = resolve(buildDir, "client");
app.use(`${build.publicPath}assets`, express.static(resolve(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
// The rest of public/ is served only under its own top-level names: asking the file system about
// every page's address first cost each page a failed stat (a few per cent of a page's CPU).
const publicEntries = new Set(readdirSync(clientDir));
const servePublic = express.static(clientDir, { maxAge: "1h" });
app.use(build.publicPath, (request, response, next) =>
  publicEntries.has(request.path.split("/")[1] ?? "") ? servePublic(request, response, next) : next(),
);
// Every change is a form post: other methods would reach the actions, so they are refused here.
app.use((request, response, next) => {
  if (["GET", "HEAD", "POST", "OPTIONS"].includes(request.method)) return next();
  response.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send("Method not allowed.");
});
app.use(refuseCrossSitePosts);
const servedBuild = build.entry.module.withRouteIds?.(build) ?? build;
// The build a request is served from: the store's entry cuts its route table to the request's
// section (app/lib/render/route-sections.server.ts); a build without that (the bench's bare page) is served whole.
/** @type {(url: URL) => import("@remix-run/node").ServerBuild} */
const buildFor = build.entry.module.routeSections?.(servedBuild) ?? (() => servedBuild);
/** One Remix handler per build it is given, made on its first request. @type {Map<import("@remix-run/node").ServerBuild, ReturnType<typeof createRequestHandler>>} */
const remixHandlers = new Map();
/** @param {globalThis.Request} request @param {import("@remix-run/node").AppLoadContext} context */
const handleWithRemix = (request, context) => {
  const sectionBuild = buildFor(new URL(request.url));
  let handler = remixHandlers.get(sectionBuild);
  if (!handler) remixHandlers.set(sectionBuild, (handler = createRequestHandler(sectionBuild, process.env.NODE_ENV ?? "production")));
  return handler(request, context);
};
// @remix-run/express's handler, but an answer to a body refused meanwhile is dropped (the refusal
// is sent instead), and one sent before its body arrived closes the connection.
app.all("*", (request, response, next) =>
  limitBody(request, response, async (body) => {
    try {
      // The load context, a new object per request (made above): the socket's address, for per-address
      // rate limits when no proxy sets X-Forwarded-For; the request's id and what its log line says; and
      // the key the page's loaders share their reads under (app/lib/request-scope.server.ts), since Remix
      // hands each loader a copy of the Request.
      const context = response.locals.loadContext;
      const answer = await handleWithRemix(createRemixRequest(body.request, response), context);
      if (body.refused()) return void (await answer.body?.cancel());
      if (!body.complete()) response.set("Connection", "close");
      await sendRemixResponse(response, answer);
    } catch (error) {
      next(error);
    }
  }).catch(next),
);

await build.entry.module.prepareBeforeListening?.();
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
function onListen() {
  const worker = cluster.worker ? ` (worker ${cluster.worker.id}, pid ${process.pid})` : "";
  console.log(`[cookware] storefront on http://${host ?? "localhost"}:${port}${worker}`);
}
// A port taken by another server (or not ours to take) is a setting to change: restarting cannot help.
server.once("error", (error) => {
  if (server.listening) throw error;
  console.error(`[cookware] cannot listen on port ${port} (PORT): ${error.message}`);
  process.exit(CONFIGURATION_EXIT_CODE);
});
// The bench's bare page (bench/bare) has no graceful stop of its own: asked to stop, it exits.
const stop = build.entry.module.stopGracefullyOnSignals?.(server) ?? (() => process.exit(0));
process.on("message", (message) => message === STOP_MESSAGE && stop("asked to stop by the primary"));
