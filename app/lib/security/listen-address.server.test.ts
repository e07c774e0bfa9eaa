import { describe, expect, it } from "vitest";
import { listenAddress } from "./listen-address.server";

describe("where the storefront listens", () => {
  it("behind a trusted proxy, on loopback only unless HOST says otherwise", () => {
    expect(listenAddress({ TRUST_PROXY: 1, PORT: 3000 })).toEqual({ host: "127.0.0.1", warning: undefined });
    for (const HOST of ["127.0.0.1", "127.0.1.1", "::1", "localhost"])
      expect(listenAddress({ HOST, TRUST_PROXY: 2, PORT: 3000 })).toEqual({ host: HOST, warning: undefined });
  });

  it("says so when HOST listens beyond loopback behind a trusted proxy", () => {
    for (const HOST of ["0.0.0.0", "::", "192.0.2.2"])
      expect(listenAddress({ HOST, TRUST_PROXY: 1, PORT: 8080 })).toEqual({
        host: HOST,
        warning:
          `[cookware] HOST=${HOST} listens beyond this machine while TRUST_PROXY=1 believes X-Forwarded-For: anyone who reaches port 8080 ` +
          "without the proxy can choose the address the per-address limits count. Unset HOST (the store then listens on 127.0.0.1 only), " +
          "or let only the proxy reach the port (a firewall).",
      });
  });

  it("without a trusted proxy, on every interface as before (X-Forwarded-For is ignored), or HOST", () => {
    expect(listenAddress({ TRUST_PROXY: 0, PORT: 3000 })).toEqual({ host: undefined, warning: undefined });
    expect(listenAddress({ HOST: "0.0.0.0", TRUST_PROXY: 0, PORT: 3000 })).toEqual({ host: "0.0.0.0", warning: undefined });
  });
});
