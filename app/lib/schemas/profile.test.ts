import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { PHONE_MESSAGE } from "../../../contract/phone";
import { ProfileSchema } from "./profile";

function parse(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return parseWithZod(data, { schema: ProfileSchema });
}

describe("ProfileSchema", () => {
  it("accepts the usual spellings of a Pakistani mobile number", () => {
    for (const phone of ["03001234567", "0300-1234567", "+92 300 1234567"]) {
      expect(parse({ name: "Ayesha", phone }).status).toBe("success");
    }
  });
  it("accepts an empty phone", () => {
    const submission = parse({ name: "Ayesha", phone: "" });
    expect(submission.status === "success" && submission.value.phone).toBeUndefined();
  });
  it("refuses anything else with the backend's message", () => {
    expect(parse({ name: "Ayesha", phone: "12345" }).reply().error?.phone).toEqual([PHONE_MESSAGE]);
    expect(parse({ name: "Ayesha", phone: "0421 1234567" }).reply().error?.phone).toEqual([PHONE_MESSAGE]);
  });
  it("needs a name of 1 to 100 characters after trimming", () => {
    expect(parse({ name: "   " }).reply().error?.name).toEqual(["Please enter your name"]);
    expect(parse({ name: "x".repeat(101) }).reply().error?.name).toEqual(["Please keep your name to 100 characters or fewer"]);
    expect(parse({ name: ` ${"x".repeat(100)} ` }).status).toBe("success");
  });
});
