import { afterAll, beforeAll, describe, expect, it } from "vitest";
import postgres from "postgres";
import { createScratchDatabase } from "../test/harness";
import {
  BROADCAST_CHANNEL,
  createBroadcastWaits,
  decodeBroadcast,
  encodeBroadcast,
  LISTENER_APPLICATION_NAME,
  newBroadcast,
} from "./broadcast";
import { connectPglite, connectPostgres, type DatabaseConnection } from "./client";
import { createHearing } from "./hearing";

describe("waiting for a broadcast's confirmations", () => {
  it("settles once as many processes as were counted have confirmed, counting those heard before the count", async () => {
    const waits = createBroadcastWaits();
    const wait = waits.open("b1");
    let settled: boolean | undefined;
    void wait.confirmed.then((confirmed) => (settled = confirmed));
    waits.heard("b1");
    waits.heard("other");
    wait.expect(3, 60_000);
    waits.heard("b1");
    await Promise.resolve();
    expect(settled).toBeUndefined();
    waits.heard("b1");
    await expect(wait.confirmed).resolves.toBe(true);
  });

  it("settles false when a counted process never confirms", async () => {
    const waits = createBroadcastWaits();
    const wait = waits.open("b1");
    wait.expect(2, 30);
    waits.heard("b1");
    await expect(wait.confirmed).resolves.toBe(false);
  });

  it("reads back what it wrote, and nothing else", () => {
    const message = newBroadcast("cookware_identity", "user-1");
    expect(decodeBroadcast(encodeBroadcast(message))).toEqual(message);
    expect(newBroadcast("c", "p").id).not.toBe(message.id);
    for (const junk of ["", "user-1", "null", "[]", '{"id":1,"channel":"c","payload":"p"}']) expect(decodeBroadcast(junk)).toBeUndefined();
  });
});

describe("a broadcast on PGlite", () => {
  it("runs this process's handler, the only listener there can be", async () => {
    const connection = await connectPglite();
    try {
      const heard: string[] = [];
      await expect(connection.broadcast("cookware_identity", "u0", 1_000)).resolves.toBe(true);
      await connection.listen({ cookware_identity: (payload) => heard.push(payload) }, createHearing());
      await expect(connection.broadcast("cookware_identity", "u1", 1_000)).resolves.toBe(true);
      expect(heard).toEqual(["u1"]);
    } finally {
      await connection.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!adminUrl)("a broadcast on PostgreSQL, three processes", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const processes: { connection: DatabaseConnection; heard: string[] }[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!);
    for (let index = 0; index < 3; index += 1) {
      const connection = connectPostgres(scratch.url, { maxConnections: 2 });
      const heard: string[] = [];
      await connection.listen({ cookware_identity: (payload) => heard.push(payload) }, createHearing());
      processes.push({ connection, heard });
    }
  });
  afterAll(async () => {
    await Promise.all(processes.map(({ connection }) => connection.close()));
    await scratch?.drop();
  });

  it("settles only once every listening process has run its handler", async () => {
    await expect(processes[0].connection.broadcast("cookware_identity", "u1", 5_000)).resolves.toBe(true);
    // Checked at the moment it settles: no waiting for stragglers.
    expect(processes.map(({ heard }) => heard)).toEqual([["u1"], ["u1"], ["u1"]]);
  });

  it("runs no handler for a channel a process does not keep, and still counts its confirmation", async () => {
    await expect(processes[1].connection.broadcast("cookware_catalogue", "p1", 5_000)).resolves.toBe(true);
    expect(processes.map(({ heard }) => heard.at(-1))).toEqual(["u1", "u1", "u1"]);
  });

  it("waits out a listener that does not confirm, and says so", async () => {
    // Named as a listener, listening to the channel, but never answering: a stalled process.
    const stalled = postgres(scratch.url, { max: 1, connection: { application_name: LISTENER_APPLICATION_NAME }, onnotice: () => {} });
    try {
      await stalled.unsafe(`listen ${BROADCAST_CHANNEL}`);
      await expect(processes[2].connection.broadcast("cookware_identity", "u2", 300)).resolves.toBe(false);
      expect(processes.map(({ heard }) => heard.at(-1))).toEqual(["u2", "u2", "u2"]);
    } finally {
      await stalled.end({ timeout: 1 });
    }
  });

  it("settles at once from a process that does not listen: then no process keeps anything", async () => {
    const quiet = connectPostgres(scratch.url, { maxConnections: 1 });
    try {
      await expect(quiet.broadcast("cookware_identity", "u3", 60_000)).resolves.toBe(true);
    } finally {
      await quiet.close();
    }
  });
});
