import { describe, expect, it } from "vitest";
import { englishOutsideIsolates } from "../test/urdu-text";
import { passwordChangedEmail, passwordResetEmail, signUpAttemptEmail } from "./account-emails";

const account = { name: "Ayesha Khan", email: "ayesha@example.test" };
const resetLink = "https://shop.example/reset-password?token=abc-123_XYZ&lng=ur";
const links = { signIn: "https://shop.example/sign-in?lng=ur", forgotPassword: "https://shop.example/forgot-password?lng=ur" };

/** Each Urdu email: no English outside the isolated name and brand, the name isolated, the subject free of it. */
function expectUrdu(mail: { to: string; subject: string; text: string }) {
  expect(mail.to).toBe("ayesha@example.test");
  expect(mail.text.startsWith("السلام علیکم \u2066Ayesha Khan\u2069،")).toBe(true);
  expect(mail.subject).toContain("\u2066Cookware.pk\u2069");
  expect(mail.subject).not.toContain("Ayesha");
  expect(englishOutsideIsolates(`${mail.subject}\n${mail.text}`)).toEqual([]);
}

describe("the account emails", () => {
  it("the reset link: English word for word unless asked in Urdu", () => {
    const english = {
      to: "ayesha@example.test",
      subject: "Reset your Cookware.pk password",
      text: [
        "Dear Ayesha Khan,",
        "",
        "Someone (we hope you) asked to reset the password of your Cookware.pk account. To choose a new one, open:",
        "",
        "  https://shop.example/reset-password?token=t",
        "",
        "The link works once, for 30 minutes. Choosing a new password signs your account out everywhere.",
        "If you did not ask for it, ignore this email: your password stays as it is.",
      ].join("\n"),
    };
    expect(passwordResetEmail(account, "https://shop.example/reset-password?token=t")).toEqual(english);
    expect(passwordResetEmail(account, "https://shop.example/reset-password?token=t", "en")).toEqual(english);
  });

  it("the reset link in Urdu: the link alone on its line, as sent, and the minutes left to right", () => {
    const mail = passwordResetEmail(account, resetLink, "ur");
    expectUrdu(mail);
    expect(mail.subject).toBe("اپنا \u2066Cookware.pk\u2069 پاس ورڈ بدلیں");
    expect(mail.text.split("\n")).toContain(`  ${resetLink}`);
    expect(mail.text).toContain("\u206630\u2069 منٹ");
  });

  it("the password changed: English word for word, with and without the link", () => {
    expect(passwordChangedEmail(account, "https://shop.example/forgot-password")).toEqual({
      to: "ayesha@example.test",
      subject: "Your Cookware.pk password was changed",
      text: [
        "Dear Ayesha Khan,",
        "",
        "The password of your Cookware.pk account was just changed, and every device signed in to it was signed out.",
        "",
        "If that was not you, choose a new password now: https://shop.example/forgot-password",
      ].join("\n"),
    });
    expect(passwordChangedEmail(account, undefined, "en").text.split("\n").at(-1)).toBe(
      "If that was not you, choose a new password now with “Forgot password?” on the sign-in page.",
    );
  });

  it("the password changed in Urdu, with and without the link", () => {
    const mail = passwordChangedEmail(account, links.forgotPassword, "ur");
    expectUrdu(mail);
    expect(mail.text.split("\n")).toContain(`  ${links.forgotPassword}`);
    const withoutLink = passwordChangedEmail(account, undefined, "ur");
    expectUrdu(withoutLink);
    expect(withoutLink.text).toContain("سائن اِن کے صفحے سے");
  });

  it("the sign-up attempt: English word for word", () => {
    const english = ["https://shop.example/sign-in", "https://shop.example/forgot-password"];
    expect(signUpAttemptEmail(account, { signIn: english[0], forgotPassword: english[1] })).toEqual({
      to: "ayesha@example.test",
      subject: "Someone tried to create a Cookware.pk account with your email",
      text: [
        "Dear Ayesha Khan,",
        "",
        "Someone tried to create a new Cookware.pk account with this email address, which already has an account.",
        "",
        "If it was you, sign in instead: https://shop.example/sign-in",
        "Forgot your password? Choose a new one: https://shop.example/forgot-password",
        "",
        "If it was not you, you need do nothing: no account was created and yours is unchanged.",
      ].join("\n"),
    });
  });

  it("the sign-up attempt in Urdu: both links alone on their lines", () => {
    const mail = signUpAttemptEmail(account, links, "ur");
    expectUrdu(mail);
    expect(mail.text.split("\n")).toEqual(expect.arrayContaining([`  ${links.signIn}`, `  ${links.forgotPassword}`]));
  });
});
