import { randomBytes, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { BackupRefusal, failureReason } from "./backup-refusal";
import type { SchemaVersion } from "./schema-version";

/** A copy of the embedded database as its owner made it. */
export interface PgliteCopy {
  dump: Blob;
  schema: SchemaVersion;
}

type EndpointRecord = { port: number; token: string; pid: number };

/** Where the store that holds the embedded database says how to ask it for a copy (owner-readable only). */
export const endpointFile = (dataDir: string) => join(dataDir, "backup-endpoint.json");

const SCHEMA_HEADER = "x-schema-version";

/**
 * PGlite opens in one process only: while the store runs, `npm run backup` asks it for the copy
 * over loopback, with the token this writes under DATA_DIR. Opened before the database, so a
 * command run while the store starts waits for it rather than opening the files itself.
 */
export async function openPgliteBackupEndpoint(dataDir: string, copy: () => Promise<PgliteCopy>): Promise<{ close(): Promise<void> }> {
  const token = randomBytes(32).toString("base64url");
  const server = createServer((request, response) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    const expected = Buffer.from(`Bearer ${token}`);
    if (request.method !== "POST" || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      response.writeHead(403).end("not allowed");
      return;
    }
    copy().then(
      async ({ dump, schema }) => {
        response.writeHead(200, { "content-type": "application/gzip", [SCHEMA_HEADER]: JSON.stringify(schema) });
        response.end(Buffer.from(await dump.arrayBuffer()));
      },
      (error) => response.writeHead(500, { "content-type": "text/plain" }).end(failureReason(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const record: EndpointRecord = { port: (server.address() as AddressInfo).port, token, pid: process.pid };
  await mkdir(dataDir, { recursive: true });
  const partial = `${endpointFile(dataDir)}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(record), { mode: 0o600 });
  await rename(partial, endpointFile(dataDir));
  server.unref();
  return {
    async close() {
      await new Promise((resolve) => server.close(resolve));
      const current = await readEndpoint(dataDir);
      if (current?.pid === process.pid) await rm(endpointFile(dataDir), { force: true });
    },
  };
}

async function readEndpoint(dataDir: string): Promise<EndpointRecord | undefined> {
  try {
    return JSON.parse(await readFile(endpointFile(dataDir), "utf8")) as EndpointRecord;
  } catch {
    return undefined;
  }
}

const refused = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";

/** The running store's pid when one holds DATA_DIR's embedded database (its endpoint answers), else undefined. */
export async function runningStorePid(dataDir: string): Promise<number | undefined> {
  const endpoint = await readEndpoint(dataDir);
  if (!endpoint) return undefined;
  try {
    await fetch(`http://127.0.0.1:${endpoint.port}/`, { method: "GET" });
    return endpoint.pid;
  } catch (error) {
    if (refused(error)) return undefined;
    throw error;
  }
}

/** The copy made by the store that runs on `dataDir`, or undefined when none runs (nothing listens where it said). */
export async function askRunningStoreForCopy(dataDir: string): Promise<PgliteCopy | undefined> {
  const endpoint = await readEndpoint(dataDir);
  if (!endpoint) return undefined;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${endpoint.port}/copy`, {
      method: "POST",
      headers: { authorization: `Bearer ${endpoint.token}` },
    });
  } catch (error) {
    if (refused(error)) return undefined;
    throw error;
  }
  if (!response.ok)
    throw new BackupRefusal(`the running store (pid ${endpoint.pid}) could not make the copy: ${(await response.text()).slice(0, 300)}`);
  return { dump: await response.blob(), schema: JSON.parse(response.headers.get(SCHEMA_HEADER) ?? "null") as SchemaVersion };
}
