// The password reset and the sign-up notice in Urdu: the language of the page asked from, or the one saved.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { localAccounts, users } from "../db/schema";
import { describeOnEachDatabase } from "../test/harness";
import { englishOutsideIsolates } from "../test/urdu-text";
import { passwordResetApp, SITE } from "../test/password-reset-app";

describeOnEachDatabase("password reset", (backend) => {
  const { signUp, requestReset, reset, sentMail, tokenIn } = passwordResetApp(backend);

  describe("in Urdu", () => {
    const savedLanguageOf = async (email: string) =>
      (
        await backend.db
          .select({ language: users.language })
          .from(users)
          .innerJoin(localAccounts, eq(localAccounts.userId, users.id))
          .where(eq(localAccounts.email, email))
      )[0]?.language;
    const saveLanguage = async (email: string, language: string) => {
      const [account] = await backend.db.select().from(localAccounts).where(eq(localAccounts.email, email));
      await backend.db.update(users).set({ language }).where(eq(users.id, account.userId));
    };
    const expectUrdu = (mail: { subject: string; text: string }) => {
      expect(mail.text.startsWith("السلام علیکم \u2066Ayesha Khan\u2069،")).toBe(true);
      expect(englishOutsideIsolates(`${mail.subject}\n${mail.text}`)).toEqual([]);
    };

    it("a reset asked for on an Urdu page is emailed in Urdu, its link opening the Urdu page; so is the password changed", async () => {
      await signUp("owner@example.com");
      expect(await savedLanguageOf("owner@example.com")).toBeNull();
      await sentMail();
      expect((await requestReset("owner@example.com", undefined, undefined, "ur")).status).toBe(200);
      const [mail] = await sentMail();
      expect(mail.subject).toBe("اپنا \u2066Cookware.pk\u2069 پاس ورڈ بدلیں");
      expectUrdu(mail);
      const token = tokenIn(mail.text)!;
      expect(mail.text.split("\n")).toContain(`  ${SITE}/reset-password?token=${token}&lng=ur`);

      expect((await reset(token, "a-brand-new-password", "ur")).status).toBe(200);
      const [changed] = await sentMail();
      expect(changed.subject).toBe("آپ کا \u2066Cookware.pk\u2069 پاس ورڈ بدل دیا گیا");
      expectUrdu(changed);
      expect(changed.text.split("\n")).toContain(`  ${SITE}/forgot-password?lng=ur`);
    });

    it("an account made on an Urdu page keeps Urdu, and its emails follow it from an English page too", async () => {
      await signUp("owner@example.com", "the-old-password", "ur");
      expect(await savedLanguageOf("owner@example.com")).toBe("ur");
      await sentMail();
      const token = await (async () => {
        expect((await requestReset("owner@example.com")).status).toBe(200);
        const [mail] = await sentMail();
        expectUrdu(mail);
        return tokenIn(mail.text)!;
      })();
      expect((await reset(token, "a-brand-new-password")).status).toBe(200);
      expectUrdu((await sentMail())[0]);
    });

    it("tells an account's owner of a sign-up in their saved language, else in the attempt's page's", async () => {
      await signUp("no-choice@example.com");
      await signUp("chose-urdu@example.com", "the-old-password", "ur");
      await signUp("chose-english@example.com");
      await saveLanguage("chose-english@example.com", "en");
      await sentMail();

      expect((await signUp("no-choice@example.com", "another-password", "ur")).status).toBe(409);
      const [fromUrduPage] = await sentMail();
      expectUrdu(fromUrduPage);
      expect(fromUrduPage.text.split("\n")).toEqual(
        expect.arrayContaining([`  ${SITE}/sign-in?lng=ur`, `  ${SITE}/forgot-password?lng=ur`]),
      );

      expect((await signUp("chose-urdu@example.com", "another-password", "en")).status).toBe(409);
      expectUrdu((await sentMail())[0]);

      expect((await signUp("chose-english@example.com", "another-password", "ur")).status).toBe(409);
      const [english] = await sentMail();
      expect(english.subject).toBe("Someone tried to create a Cookware.pk account with your email");
      expect(english.text).toContain(`${SITE}/sign-in\n`);
    });

    it("refuses a language the shop does not have, naming the field", async () => {
      const answer = await requestReset("owner@example.com", undefined, undefined, "fr");
      expect([answer.status, Object.keys(answer.body.fields)]).toEqual([400, ["language"]]);
    });
  });
});
