// docs/deployment.md followed as written: the unit's two commands, run with its environment file read
// as systemd reads it (a quoted `#` in the session secret, the passwords URL-encoded), the page's
// PostgreSQL role and Redis, behind a proxy doing what the page's nginx site does. SITE_URL names a
// port other than 443 (the setup issue 40 reported): nginx's Host then carries the port.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { test, expect } from "@playwright/test";
import { MAX_PHOTO_BYTES } from "../../contract/product-photos";
import { NO_DATABASE_REASON, testDatabaseUrl } from "../support/fault-support";
import {
  docBlock,
  ENVIRONMENT_FILE,
  NGINX_SITE,
  parseSystemdEnvironmentFile,
  parseUnitFile,
  UNIT_FILE,
  withSettings,
} from "../support/deployment-docs";
import {
  createDocumentedDatabase,
  run,
  send,
  serviceEnvironment,
  startDocumentedRedis,
  waitForReady,
  type Answer,
  type Started,
} from "../support/deployment-run";
import { proxyRulesOf, startNginxLikeProxy } from "../support/nginx-like-proxy";
import { commandLineOf, connectionRefused, isAlive, processTree } from "../support/process-tree";
import { freePort } from "../support/processes";
import { PHOTO_FORM_TYPE, photoFormChunks } from "../support/raw-uploads";

const PUBLIC_HOST = "cookware.pk:8443";
const PUBLIC_ORIGIN = `https://${PUBLIC_HOST}`;
const MB = 1024 * 1024;

test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
test.skip(spawnSync("redis-server", ["--version"]).status !== 0, "redis-server is not installed: the page's Redis cannot be started");
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level: runs once, in the js project");

test.describe("the store deployed as docs/deployment.md says", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);

  let scratch: string;
  let redis: Awaited<ReturnType<typeof startDocumentedRedis>>;
  let database: Awaited<ReturnType<typeof createDocumentedDatabase>>;
  let proxy: Awaited<ReturnType<typeof startNginxLikeProxy>>;
  let settings: Record<string, string>;
  let check: Started;
  let store: Started;
  let cookie = "";

  /** A request through the proxy, as a browser at the public address sends it. */
  const viaProxy = (path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<Answer> =>
    send(proxy.port, { path, ...options, headers: { Host: PUBLIC_HOST, ...(cookie ? { Cookie: cookie } : {}), ...options.headers } });
  const postForm = (path: string, form: Record<string, string>) =>
    viaProxy(path, {
      method: "POST",
      headers: { Origin: PUBLIC_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: Buffer.from(new URLSearchParams(form).toString()),
    });

  test.beforeAll(async ({}, testInfo) => {
    if (!testDatabaseUrl || testInfo.project.use.javaScriptEnabled === false) return;
    test.setTimeout(240_000);
    scratch = mkdtempSync(join(tmpdir(), "cookware-deployment-"));
    redis = await startDocumentedRedis(scratch);
    database = await createDocumentedDatabase(testDatabaseUrl);

    const documented = parseSystemdEnvironmentFile(docBlock(ENVIRONMENT_FILE));
    const databaseUrl = new URL(documented.DATABASE_URL);
    const machine = new URL(testDatabaseUrl);
    Object.assign(databaseUrl, { username: database.name, pathname: `/${database.name}`, hostname: machine.hostname, port: machine.port });
    const redisUrl = new URL(documented.REDIS_URL);
    redisUrl.port = String(redis.port);
    // Only what must differ on this machine changes; the rest of the file, quotes included, is the page's.
    const environmentFile = withSettings(docBlock(ENVIRONMENT_FILE), {
      PORT: String(await freePort()),
      SITE_URL: PUBLIC_ORIGIN,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl.toString(),
      DATA_DIR: join(scratch, "data"),
      BACKUP_DIR: join(scratch, "backups"),
      SMTP_URL: undefined,
    });
    settings = parseSystemdEnvironmentFile(environmentFile);

    const service = parseUnitFile(docBlock(UNIT_FILE)).Service;
    const [workingDirectory] = service.WorkingDirectory;
    const asHere = (command: string) =>
      command.split(" ").map((word) => word.replace(workingDirectory, process.cwd()).replace(/^\/usr\/bin\/node$/, process.execPath));
    const options = { cwd: process.cwd(), env: serviceEnvironment(settings, scratch) };
    const [preCommand, ...preArgs] = asHere(service.ExecStartPre[0]);
    check = run(preCommand, preArgs, options);
    await check.exited;
    if (check.child.exitCode !== 0) return;
    const [command, ...args] = asHere(service.ExecStart[0]);
    store = run(command, args, options);
    await waitForReady(Number(settings.PORT), store);
    proxy = await startNginxLikeProxy(proxyRulesOf(docBlock(NGINX_SITE)), { host: settings.HOST, port: Number(settings.PORT) });
  });

  test.afterAll(async () => {
    await proxy?.close();
    const left = store ? processTree(store.child.pid!).filter(isAlive) : [];
    for (const pid of left) process.kill(pid, "SIGKILL");
    await redis?.stop();
    await database?.drop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  test("the unit's check passes, and its command is the primary running WEB_CONCURRENCY storefront processes, no npm", async () => {
    expect(check.child.exitCode, check.output()).toBe(0);
    expect(settings.SESSION_SECRET).toContain("#");
    const [primary, ...workers] = processTree(store.child.pid!).filter(isAlive);
    expect(commandLineOf(primary)).toBe(`${process.execPath} ${process.cwd()}/scripts/serve.mjs`);
    expect(workers.map(commandLineOf).every((line) => line.includes("scripts/storefront-server.mjs"))).toBe(true);
    expect(workers).toHaveLength(Number(settings.WEB_CONCURRENCY));

    const ready = await viaProxy("/readyz");
    expect([ready.status, JSON.parse(ready.text)]).toEqual([200, { status: "ready" }]);
  });

  test("a form post through the proxy: the owner signs up, gets a Secure cookie, and the limit is kept in Redis", async () => {
    const signedUp = await postForm("/sign-up", {
      name: "Shop Owner",
      email: settings.OPERATOR_EMAILS,
      password: "copper-handi-owner-2026",
      redirectTo: "/admin",
    });
    expect(signedUp.status, signedUp.text.slice(0, 500)).toBe(303);
    const sessionCookie = [signedUp.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith("__store_session="));
    expect(sessionCookie).toMatch(/;\s*Secure/i);
    cookie = sessionCookie!.split(";")[0];
    expect(await redis.keys()).toBeGreaterThan(0);
  });

  test("a proxy passing the host without its port (nginx's $host) gets the page saying what to change, not an empty 500", async () => {
    const refused = await send(Number(settings.PORT), {
      method: "POST",
      path: "/contact",
      headers: {
        Host: "cookware.pk",
        "X-Forwarded-Proto": "https",
        Origin: PUBLIC_ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: Buffer.from("name=Someone&message=Hello"),
    });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("proxy_set_header Host $http_host;");
  });

  test("a 9 MB photo upload through the proxy is taken, and its file served for caching", async () => {
    const slug = `deployment-handi-${Date.now()}`;
    const created = await postForm("/admin/products/new", {
      name: "Deployment Handi",
      slug,
      description: "A handi made by the deployment test.",
      price: "4500",
      status: "active",
      stock: "3",
    });
    expect(created.status, created.text.slice(0, 500)).toBe(303);
    const productPath = new URL(String(created.headers.location), PUBLIC_ORIGIN).pathname;

    // Noise at 3400 × 2550 (8.7 MP) makes a JPEG of about 9.3 MB: more than nginx's default allows.
    const photo = await sharp({
      create: { width: 3400, height: 2550, channels: 3, background: "#b45309", noise: { type: "gaussian", mean: 128, sigma: 80 } },
    })
      .jpeg({ quality: 97 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(9 * MB);
    expect(photo.length).toBeLessThan(MAX_PHOTO_BYTES);
    const uploaded = await viaProxy(`${productPath}/photos`, {
      method: "POST",
      headers: { Origin: PUBLIC_ORIGIN, "Content-Type": PHOTO_FORM_TYPE },
      body: Buffer.concat([...photoFormChunks(photo)]),
    });
    expect(uploaded.status, uploaded.text.slice(0, 500)).toBe(303);

    const page = await viaProxy(`${productPath}/photos`);
    const media = /\/media\/[\w-]+\.(?:avif|webp)/.exec(page.text)?.[0];
    expect(media, page.text.slice(0, 500)).toBeDefined();
    const file = await viaProxy(media!);
    expect(file.status).toBe(200);
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("SIGTERM to the primary alone (systemctl stop, KillMode=mixed) stops every process and frees the port", async () => {
    const tree = processTree(store.child.pid!).filter(isAlive);
    store.child.kill("SIGTERM");
    expect(await store.exited, store.output().slice(-2000)).toBe(0);
    expect(tree.filter(isAlive)).toEqual([]);
    expect(await connectionRefused(Number(settings.PORT))).toBe(true);
  });
});
