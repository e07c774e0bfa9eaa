import { createServer } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isStopping, stopGracefully } from "./graceful-stop";

describe("stopping gracefully", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const signal of ["SIGTERM", "SIGINT"] as const) process.removeAllListeners(signal);
  });

  it("says it is stopping from the moment it begins (what /readyz answers), then closes and exits 0", async () => {
    const exited = new Promise<number | undefined>((resolve) => {
      vi.spyOn(process, "exit").mockImplementation(((code?: number) => resolve(code)) as typeof process.exit);
    });
    vi.spyOn(console, "info").mockImplementation(() => {});
    const server = createServer((_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const closed = vi.fn(async () => {});
    const stop = stopGracefully(server, { timeoutMs: 5_000, beforeExit: closed, label: "test" });
    expect(isStopping()).toBe(false);
    stop("asked to stop");
    expect(isStopping()).toBe(true);
    expect(await exited).toBe(0);
    expect(closed).toHaveBeenCalledOnce();
    expect(server.listening).toBe(false);
  });
});
