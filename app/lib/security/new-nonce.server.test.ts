import { describe, expect, it } from "vitest";
import { newNonce } from "./new-nonce.server";

describe("newNonce", () => {
  it("answers 128 random bits in base64, never the same twice across refills of its pool", () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
