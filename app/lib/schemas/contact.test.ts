import { describe, expect, it } from "vitest";
import { ContactSchema } from "./contact";

const valid = { fullName: "Ayesha Khan", email: "ayesha@example.com", subject: "order", message: "Where is my order?" };

describe("ContactSchema", () => {
  it("accepts a message without a phone number", () => {
    expect(ContactSchema.safeParse(valid).success).toBe(true);
  });

  it("requires full name, email, subject and message", () => {
    const result = ContactSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]).sort();
    expect(fields).toEqual(["email", "fullName", "message", "subject"]);
  });

  it("refuses an unknown subject, a bad email and a bad phone number", () => {
    expect(ContactSchema.safeParse({ ...valid, subject: "complaint" }).success).toBe(false);
    expect(ContactSchema.safeParse({ ...valid, email: "not-an-email" }).success).toBe(false);
    expect(ContactSchema.safeParse({ ...valid, phone: "call me" }).success).toBe(false);
    expect(ContactSchema.safeParse({ ...valid, phone: "+92 300 1234567" }).success).toBe(true);
  });
});
