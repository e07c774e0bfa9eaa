// @ts-check
import { createServer } from "node:net";

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      // A server listening on a TCP port (not a pipe) always has an AddressInfo.
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
