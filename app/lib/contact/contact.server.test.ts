import { data } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { BackendError } from "../backend/client.server";
import { CONTACT_FAILED, CONTACT_RATE_LIMITED } from "./contact";
import { contactFailure } from "./contact.server";

describe("contactFailure", () => {
  it("shows the failure text when the backend is down", () => {
    const unavailable = data({ message: "down" }, { status: 503 });
    expect(contactFailure(unavailable)).toEqual({ status: 503, formErrors: [CONTACT_FAILED], fieldErrors: {} });
    expect(CONTACT_FAILED).toBe("Failed to send message. Please try again later.");
  });

  it("shows the failure text for an unexpected error or a backend error without fields", () => {
    expect(contactFailure(new Error("boom")).formErrors).toEqual([CONTACT_FAILED]);
    expect(contactFailure(new BackendError(404, "Not found")).formErrors).toEqual([CONTACT_FAILED]);
  });

  it("explains the rate limit next to the failure text", () => {
    const failure = contactFailure(new BackendError(429, "Too many messages"));
    expect(failure.status).toBe(429);
    expect(failure.formErrors).toEqual([CONTACT_FAILED, CONTACT_RATE_LIMITED]);
  });

  it("puts the fields the backend rejected next to the form's fields", () => {
    const failure = contactFailure(new BackendError(400, "Invalid input", { name: "Too long", email: "Invalid email", other: "x" }));
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors).toEqual({ fullName: ["Too long"], email: ["Invalid email"] });
    expect(failure.formErrors).toEqual([CONTACT_FAILED]);
  });
});
