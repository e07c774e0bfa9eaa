// docs/deployment.md's files checked as written (e2e/site/site-deployment.spec.ts runs the store with them).
import { existsSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import {
  DATABASE_SQL,
  docBlock,
  ENVIRONMENT_FILE,
  NGINX_SITE,
  parseSystemdEnvironmentFile,
  parseUnitFile,
  REDIS_CONF,
  UNIT_FILE,
} from "../e2e/support/deployment-docs";
import { MAX_PHOTO_UPLOAD_BODY_BYTES } from "../contract/product-photos";
import { CONFIGURATION_EXIT_CODE } from "./exit-codes.mjs";

const environmentFile = docBlock(ENVIRONMENT_FILE);
const settings = parseSystemdEnvironmentFile(environmentFile);
const unit = parseUnitFile(docBlock(UNIT_FILE));
const service = unit.Service;
const nginx = docBlock(NGINX_SITE);

describe("the environment file", () => {
  it("reads the same under systemd's rules as under .env's (npm start), a quoted # included", () => {
    expect(settings).toEqual(parseEnv(environmentFile));
    expect(settings.SESSION_SECRET).toContain("#");
    expect(settings.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(settings.MAIL_FROM).toBe("Cookware Store <orders@cookware.pk>");
  });

  it("would not, with a comment after a value or an unquoted #: the rules the page gives", () => {
    const systemd = parseSystemdEnvironmentFile("A=one # a note\nB=two#three\nC='four#five'\n");
    expect(systemd).toEqual({ A: "one # a note", B: "two#three", C: "four#five" });
    expect(parseEnv("A=one # a note\nB=two#three\nC='four#five'\n")).toEqual({ A: "one", B: "two", C: "four#five" });
  });

  it("names the database role's and Redis's passwords as their own blocks set them, URL-encoded", () => {
    const database = new URL(settings.DATABASE_URL);
    const [, role, password] = /CREATE ROLE (\w+) LOGIN PASSWORD '([^']+)';/.exec(docBlock(DATABASE_SQL)) ?? [];
    expect([decodeURIComponent(database.username), decodeURIComponent(database.password)]).toEqual([role, password]);
    expect(password).toContain("#");
    expect(docBlock(DATABASE_SQL)).not.toMatch(/SUPERUSER/i);
    const requirepass = /^requirepass (\S+)$/m.exec(docBlock(REDIS_CONF))?.[1];
    expect(decodeURIComponent(new URL(settings.REDIS_URL).password)).toBe(requirepass);
  });

  it("keeps the store on the loopback address behind one proxy, without the demo", () => {
    expect(settings).toMatchObject({ HOST: "127.0.0.1", TRUST_PROXY: "1", SEED_DEMO: "false", NODE_ENV: "production" });
  });
});

describe("the systemd unit", () => {
  it("runs node on the server itself, no npm, after the settings check, with the environment file", () => {
    expect(service.ExecStart).toEqual(["/usr/bin/node /srv/store/scripts/serve.mjs"]);
    expect(service.ExecStartPre).toEqual(["/usr/bin/node /srv/store/scripts/check-start.mjs"]);
    for (const command of [...service.ExecStart, ...service.ExecStartPre]) {
      expect(existsSync(command.split(" ")[1].replace("/srv/store/", ""))).toBe(true);
    }
    expect(service.WorkingDirectory).toEqual(["/srv/store"]);
    expect(service.EnvironmentFile).toEqual([ENVIRONMENT_FILE.slice(2)]);
  });

  it("stops through the primary, waits longer than a graceful stop takes, and restarts all but a bad setting", () => {
    expect(service.KillMode).toEqual(["mixed"]);
    const defaultShutdownSeconds = 10;
    expect(Number(service.TimeoutStopSec[0])).toBeGreaterThan(defaultShutdownSeconds);
    expect(service.Restart).toEqual(["on-failure"]);
    expect(service.RestartPreventExitStatus).toEqual([String(CONFIGURATION_EXIT_CODE)]);
  });
});

describe("the nginx site", () => {
  const directive = (name: string) => [...nginx.matchAll(new RegExp(`^\\s*${name} ([^;]+);`, "gm"))].map((match) => match[1]);
  const locationBody = (path: string) => new RegExp(`location ${path} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? "";

  it("passes the host with its port, the scheme, the shopper's address and the request id", () => {
    expect(directive("proxy_set_header")).toEqual(
      expect.arrayContaining([
        "Host $http_host",
        "X-Forwarded-Proto $scheme",
        "X-Forwarded-For $proxy_add_x_forwarded_for",
        "X-Request-Id $request_id",
      ]),
    );
  });

  it("takes a whole photo upload, and waits as long as the store does for one", () => {
    const [size] = directive("client_max_body_size");
    expect(Number(/^(\d+)m$/.exec(size)?.[1]) * 1024 * 1024).toBeGreaterThanOrEqual(MAX_PHOTO_UPLOAD_BODY_BYTES);
    const defaultUploadTimeoutSeconds = 120;
    expect(Number(/^(\d+)s$/.exec(directive("proxy_read_timeout")[0])?.[1])).toBeGreaterThan(defaultUploadTimeoutSeconds);
  });

  it("caches /assets and /media, serves TLS, and reaches the store where the environment file puts it", () => {
    for (const path of ["/assets/", "/media/"]) expect(locationBody(path)).toMatch(/proxy_cache \w+;/);
    expect(directive("listen")).toContain("443 ssl http2");
    expect(directive("ssl_certificate")).toHaveLength(1);
    expect(directive("server")).toContain(`${settings.HOST}:${settings.PORT}`);
  });
});
