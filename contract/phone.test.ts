import { describe, expect, it } from "vitest";
import { normalizePakistaniMobile } from "./phone";

describe("normalizePakistaniMobile", () => {
  it.each(["03001234567", "0300-1234567", "0300 1234567", "+92 300 1234567", "923001234567", "+92-300-1234567", "00923001234567"])(
    "accepts %s",
    (input) => {
      expect(normalizePakistaniMobile(input)).toBe("+923001234567");
    },
  );

  it.each(["", "12345", "0421234567", "+44 7700 900123", "030012345678", "0300123456a", "+92 42 1234567"])("refuses %s", (input) => {
    expect(normalizePakistaniMobile(input)).toBeNull();
  });
});
