import { expect, it } from "vitest";
import { PASSWORD_TOO_COMMON } from "../../contract/auth";
import { describeOnEachDatabase, type TestBackend } from "../test/harness";
import { isCommonPassword } from "./common-passwords";
import { signUp } from "./local-identity";

it("knows the most used passwords whatever their case, and not a long made-up one", () => {
  for (const common of ["password", "Password", "12345678", "qwertyuiop", "pakistan"]) expect(isCommonPassword(common), common).toBe(true);
  for (const rare of ["correct-horse-battery", "karahi-on-a-tuesday-77"]) expect(isCommonPassword(rare), rare).toBe(false);
});

describeOnEachDatabase("common passwords", (backend: TestBackend) => {
  it("are refused at sign-up next to the field; an account made before the rule still signs in with one", async () => {
    await backend.reset();
    const refused = await backend.call("POST", "/auth/sign-up", {
      body: { name: "Ayesha", email: "ayesha@example.test", password: "password" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: PASSWORD_TOO_COMMON, fields: { password: PASSWORD_TOO_COMMON } });
    const accepted = await backend.call("POST", "/auth/sign-up", {
      body: { name: "Ayesha", email: "ayesha@example.test", password: "correct-horse-battery" },
    });
    expect(accepted.status).toBe(201);

    await signUp(backend.db, { name: "Old", email: "old@example.test", password: "password" });
    const signedIn = await backend.call("POST", "/auth/sign-in", { body: { email: "old@example.test", password: "password" } });
    expect(signedIn.status).toBe(200);
  });

  it("are refused as a new password after a reset, before the link is looked at", async () => {
    await backend.reset();
    const answer = await backend.call("POST", "/auth/password-reset", { body: { token: "x".repeat(43), password: "iloveyou" } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ password: PASSWORD_TOO_COMMON });
  });
});
