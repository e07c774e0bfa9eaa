// @ts-check
// Start the production storefront (scripts/serve.mjs, as `npm start` serves it) on a free port,
// sign a shopper up, and read its (first) storefront process's peak resident memory.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { freePort } from "../../scripts/free-port.mjs";
import { storefrontEnvironment, storefrontNodeFlags } from "../../scripts/node-flags.mjs";

/** @param {string} label part of the new folder's name */
export const newDataDir = (label) => mkdtempSync(join(tmpdir(), `cookware-bench-${label}-`));

const sessionSecret = randomBytes(32).toString("base64url");

/**
 * The checkout a build was made in, when it is another one (a worktree with its own `node_modules`):
 * its build is served by its own scripts on its own framework and patches, so builds compare whole.
 * @param {string | undefined} buildDir
 */
const checkoutOf = (buildDir) => {
  const checkout = dirname(resolve(buildDir ?? "build"));
  return existsSync(join(checkout, "scripts/serve.mjs")) ? checkout : process.cwd();
};

/** BENCH_PORTS ("3340-3349"): the ports the bench's servers take, in turn, on a shared machine. */
const benchPorts = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? "");
let nextBenchPort = Number(benchPorts?.[1]);

/** The next of BENCH_PORTS that nothing listens on, or any free port. */
export async function benchPort() {
  if (!benchPorts) return freePort();
  for (; nextBenchPort <= Number(benchPorts[2]); nextBenchPort += 1) {
    const taken = await fetch(`http://127.0.0.1:${nextBenchPort}/`).then(
      () => true,
      () => false,
    );
    if (!taken) return nextBenchPort++;
  }
  throw new Error(`no free port left in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

/**
 * Waits until `healthUrl` answers 200: throws with the process's output when it exits first or the time runs out.
 * @param {import("node:child_process").ChildProcess} child
 * @param {string} healthUrl
 * @param {string} name the process, for the error
 * @param {() => string} output what it has printed so far
 * @param {number} timeoutMs
 */
export async function waitForHealth(child, healthUrl, name, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${name} exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`No answer from ${healthUrl}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * @param {Record<string, string>} env settings added to (and overriding) this process's environment
 * @param {{ buildDir?: string, timeoutMs?: number }} [options]
 */
export async function startStorefront(env, { buildDir, timeoutMs = 180_000 } = {}) {
  const port = await benchPort();
  let log = "";
  const child = spawn(
    process.execPath,
    [
      ...storefrontNodeFlags(env.NODE_OPTIONS ?? process.env.NODE_OPTIONS),
      // BENCH_CPU_PROFILE_DIR: a CPU profile of each storefront process (the workers too), written when it stops.
      ...(process.env.BENCH_CPU_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : []),
      "scripts/serve.mjs",
    ],
    {
      env: {
        ...storefrontEnvironment(),
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        BUILD_DIR: buildDir && resolve(buildDir),
        SESSION_SECRET: sessionSecret,
        SEED_DEMO: "true",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
      cwd: checkoutOf(buildDir),
    },
  );
  // The request log is not kept (it would grow for every bench request); start-up lines are.
  child.stdout.on("data", (chunk) => log.length < 20_000 && (log += chunk));
  child.stderr.on("data", (chunk) => log.length < 20_000 && (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(child, `${url}/healthz`, "storefront", () => log, timeoutMs);
  // scripts/serve.mjs is the small primary: the storefront that answers (and is measured) is its worker.
  const pid = Number(/\(worker \d+, pid (\d+)\)/.exec(log)?.[1] ?? child.pid);
  return {
    url,
    pid,
    /** The primary, which stops its workers when it stops. */
    primaryPid: child.pid,
    output: () => log,
    /** VmHWM: the most memory the process has held resident since it started, in MB. */
    peakRssMb() {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    /** @returns {Promise<void>} */
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 8_000).unref();
      }),
  };
}

/**
 * A Cookie header's cookies put in a browser context's jar: with the header set as an extra HTTP
 * header instead, the first cookie a page sets (the language) replaces it and the session is lost.
 * @param {import("@playwright/test").BrowserContext} context
 * @param {string} url
 * @param {string} cookie
 */
export function addCookies(context, url, cookie) {
  return context.addCookies(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url })),
  );
}

export const cookieHeaderOf = (/** @type {Response} */ response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * A new local account through the real sign-up form; answers the Cookie header of its session.
 * @param {string} url
 */
export async function signUp(url) {
  const id = randomUUID().slice(0, 12);
  const response = await fetch(`${url}/sign-up`, {
    method: "POST",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: `Bench ${id.slice(0, 4)}`,
      email: `bench-${id}@example.com`,
      password: `pw-${id}-secret`,
      redirectTo: "/home",
    }),
    redirect: "manual",
  });
  if (response.status !== 303) throw new Error(`Sign-up answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  const cookie = cookieHeaderOf(response);
  if (!cookie) throw new Error("Sign-up set no cookie");
  // The welcome flash rides in the cookie until a page shows it; a browser then keeps the cookie
  // without it. Without this, every measured request would show the flash and set a new cookie.
  const welcomed = await fetch(`${url}${response.headers.get("Location") ?? "/home"}`, { headers: { Cookie: cookie } });
  await welcomed.arrayBuffer();
  return cookieHeaderOf(welcomed) || cookie;
}

/**
 * The path (/products/<id>) of the first product the listing links to.
 * @param {string} url
 * @param {string} cookie
 */
export async function firstProductPath(url, cookie) {
  const response = await fetch(`${url}/products`, { headers: { Cookie: cookie } });
  const path = /href="(\/products\/[^"?#/]+)"/.exec(await response.text())?.[1];
  if (!path) throw new Error(`/products (${response.status}) links to no product`);
  return path;
}

/**
 * Puts one product in the cart through its page's own form, so /cart and /checkout show what a
 * shopper about to buy sees; fails unless checkout then opens (it sends an empty cart to /cart).
 * @param {string} url
 * @param {string} cookie
 * @param {string} productId
 */
export async function addToCart(url, cookie, productId) {
  const pagePath = `/products/${productId}`;
  // A product that comes in sizes is only added with one: the size its page has chosen.
  const page = await (await fetch(`${url}${pagePath}`, { headers: { Cookie: cookie } })).text();
  const sizes = [...page.matchAll(/<input[^>]*name="variant"[^>]*>/g)].map((match) => match[0]);
  const chosen = sizes.find((input) => / checked=""/.test(input)) ?? sizes.find((input) => !/ disabled=""/.test(input));
  const variant = chosen ? /value="([^"]*)"/.exec(chosen)?.[1]?.replaceAll("&amp;", "&") : undefined;
  const response = await fetch(`${url}${pagePath}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "add", quantity: "1", ...(variant ? { variant } : {}) }),
    redirect: "manual",
  });
  if (response.status >= 400) throw new Error(`Add to cart answered ${response.status}`);
  const checkout = await fetch(`${url}/checkout`, { headers: { Cookie: cookie }, redirect: "manual" });
  if (checkout.status !== 200) throw new Error(`${pagePath} was not added to the cart: /checkout answered ${checkout.status}`);
}
