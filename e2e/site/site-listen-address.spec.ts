// Where the store listens (HOST): behind a trusted proxy, only where the proxy reaches it.
import { connect } from "node:net";
import { test, expect } from "@playwright/test";
import { newDataDir, startStorefront } from "../support/processes";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level: runs once, in the js project");
test.describe.configure({ mode: "serial" });

const WARNING = "listens beyond this machine while TRUST_PROXY=1 believes X-Forwarded-For";

/** Whether a connection to `host` on `port` is accepted. 127.0.0.2 and ::1 are this machine too, but not 127.0.0.1. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

// One database for the three starts: prepared by the first, only opened by the others.
let dataDir: string | undefined;

async function listeningOf(settings: Record<string, string>) {
  dataDir ??= newDataDir("listen-address");
  const store = await startStorefront({ DATA_DIR: dataDir, SEED_DEMO: "false", ...settings });
  try {
    return {
      addresses: { "127.0.0.1": true, "127.0.0.2": await accepts("127.0.0.2", store.port), "::1": await accepts("::1", store.port) },
      warned: store.output().includes(WARNING),
      log: store.output(),
    };
  } finally {
    await store.stop();
  }
}

test("behind a trusted proxy and without HOST, it listens on 127.0.0.1 only", async () => {
  test.setTimeout(120_000);
  const { addresses, warned, log } = await listeningOf({ TRUST_PROXY: "1", HOST: "" });
  expect(addresses, log).toEqual({ "127.0.0.1": true, "127.0.0.2": false, "::1": false });
  expect(warned, log).toBe(false);
});

test("HOST=0.0.0.0 behind a trusted proxy listens beyond loopback and says so in the log", async () => {
  test.setTimeout(120_000);
  const { addresses, warned, log } = await listeningOf({ TRUST_PROXY: "1", HOST: "0.0.0.0" });
  expect(addresses["127.0.0.2"], log).toBe(true);
  expect(warned, log).toBe(true);
});

test("without TRUST_PROXY and HOST, it listens on every interface as before, without a warning", async () => {
  test.setTimeout(120_000);
  const { addresses, warned, log } = await listeningOf({ TRUST_PROXY: "0", HOST: "" });
  expect(addresses, log).toEqual({ "127.0.0.1": true, "127.0.0.2": true, "::1": true });
  expect(warned, log).toBe(false);
});
