import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip.server";

const socket = { clientAddress: "10.0.0.5" };
const requestFrom = (forwardedFor?: string) =>
  new Request("http://shop.test/sign-up", { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} });

describe("clientIp", () => {
  it("ignores X-Forwarded-For when no proxy is trusted: anyone can send it", () => {
    expect(clientIp(requestFrom("203.0.113.9"), socket, 0)).toBe("10.0.0.5");
    expect(clientIp(requestFrom(), socket, 0)).toBe("10.0.0.5");
    expect(clientIp(requestFrom(), undefined, 0)).toBe("unknown");
  });

  it("behind one proxy, takes the address that proxy appended, not what the client put before it", () => {
    expect(clientIp(requestFrom("198.51.100.7"), socket, 1)).toBe("198.51.100.7");
    expect(clientIp(requestFrom("1.2.3.4, 5.6.7.8, 198.51.100.7"), socket, 1)).toBe("198.51.100.7");
  });

  it("behind two proxies, takes the address the outer one saw", () => {
    expect(clientIp(requestFrom("1.2.3.4, 198.51.100.7, 10.0.0.2"), socket, 2)).toBe("198.51.100.7");
    // Fewer entries than proxies: the first is the nearest to the shopper there is.
    expect(clientIp(requestFrom("198.51.100.7"), socket, 2)).toBe("198.51.100.7");
  });

  it("falls back to the socket when a trusted proxy sent no header", () => {
    expect(clientIp(requestFrom(), socket, 1)).toBe("10.0.0.5");
    expect(clientIp(requestFrom(" , "), socket, 1)).toBe("10.0.0.5");
  });
});
