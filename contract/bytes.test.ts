import { expect, it } from "vitest";
import { formatBytes } from "./bytes";

it("formats sizes in the unit people read", () => {
  expect(formatBytes(512)).toBe("512 bytes");
  expect(formatBytes(1536)).toBe("1.5 KB");
  expect(formatBytes(9 * 1024 * 1024 + 1)).toBe("9.0 MB");
  expect(formatBytes(23.4 * 1024 ** 3)).toBe("23 GB");
  expect(formatBytes(2048 * 1024 ** 4)).toBe("2,048 TB");
});
