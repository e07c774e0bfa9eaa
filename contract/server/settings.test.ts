import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseEnvironment, serverUrlSetting } from "./settings";

const schema = z.object({ DATABASE_URL: serverUrlSetting(["postgres", "postgresql"]) });
const read = (value: string | undefined) => parseEnvironment(schema, { DATABASE_URL: value }).DATABASE_URL;

describe("a server address setting", () => {
  it("takes a whole address of its scheme, its password's special characters encoded, and reads empty as unset", () => {
    expect(read("postgres://shop:p%23ss@db.internal:5432/shop")).toBe("postgres://shop:p%23ss@db.internal:5432/shop");
    expect(read("postgresql://postgres@127.0.0.1:5432/test")).toBe("postgresql://postgres@127.0.0.1:5432/test");
    expect(read("")).toBeUndefined();
    expect(read(undefined)).toBeUndefined();
  });

  it("refuses, naming the variable, a password cut at # by .env or quoted with a bare #, and another scheme", () => {
    // .env without quotes: `postgres://shop:p#ss@db/shop` is read as `postgres://shop:p`.
    expect(() => read("postgres://shop:p")).toThrow(/DATABASE_URL: is not a whole address: .*# as %23/);
    expect(() => read("postgres://shop:p#ss@db.internal/shop")).toThrow(/DATABASE_URL: is not a whole address/);
    expect(() => read("mysql://shop@db/shop")).toThrow("DATABASE_URL: must start with postgres:// or postgresql://");
  });
});
