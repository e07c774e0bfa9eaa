import type { Language } from "../../contract/languages";
import { RESET_LINK_LIFETIME_MINUTES } from "../../contract/limits";
import { type Addressee, greeting, ltr, URDU_SHOP_NAME } from "./mail-text";
import type { OutgoingMail } from "./mailer";

// Subjects are logged when SMTP is off, so they carry neither personal data nor a link. Links stand
// alone on their line in both languages' bodies.

function accountMail(account: Addressee, language: Language, subject: string, lines: string[]): OutgoingMail {
  return { to: account.email, subject, text: [greeting(account.name, language), "", ...lines].join("\n") };
}

/** The reset link, in the language the owner asked in (email-language.ts). */
export function passwordResetEmail(account: Addressee, link: string, language: Language = "en"): OutgoingMail {
  if (language === "ur") {
    return accountMail(account, language, `اپنا ${URDU_SHOP_NAME} پاس ورڈ بدلیں`, [
      `کسی نے (امید ہے آپ ہی نے) آپ کے ${URDU_SHOP_NAME} اکاؤنٹ کا پاس ورڈ بدلنے کی درخواست کی ہے۔ نیا پاس ورڈ چننے کے لیے یہ لنک کھولیں:`,
      "",
      `  ${link}`,
      "",
      `یہ لنک ایک ہی بار، ${ltr(String(RESET_LINK_LIFETIME_MINUTES))} منٹ تک کام کرے گا۔ نیا پاس ورڈ چننے سے آپ کا اکاؤنٹ ہر جگہ سے سائن آؤٹ ہو جائے گا۔`,
      "اگر یہ درخواست آپ نے نہیں کی تو اس ای میل کو نظر انداز کر دیں: آپ کا پاس ورڈ جوں کا توں رہے گا۔",
    ]);
  }
  return accountMail(account, language, "Reset your Cookware.pk password", [
    "Someone (we hope you) asked to reset the password of your Cookware.pk account. To choose a new one, open:",
    "",
    `  ${link}`,
    "",
    `The link works once, for ${RESET_LINK_LIFETIME_MINUTES} minutes. Choosing a new password signs your account out everywhere.`,
    "If you did not ask for it, ignore this email: your password stays as it is.",
  ]);
}

/** Told after a reset, in the language of the reset page or the owner's saved one (email-language.ts). */
export function passwordChangedEmail(account: Addressee, forgotPasswordLink: string | undefined, language: Language = "en"): OutgoingMail {
  if (language === "ur") {
    return accountMail(account, language, `آپ کا ${URDU_SHOP_NAME} پاس ورڈ بدل دیا گیا`, [
      `آپ کے ${URDU_SHOP_NAME} اکاؤنٹ کا پاس ورڈ ابھی بدلا گیا ہے، اور جن ڈیوائسز پر یہ اکاؤنٹ سائن اِن تھا وہ سب سائن آؤٹ کر دی گئی ہیں۔`,
      "",
      ...(forgotPasswordLink
        ? ["اگر یہ آپ نے نہیں کیا تو ابھی نیا پاس ورڈ چنیں:", `  ${forgotPasswordLink}`]
        : ["اگر یہ آپ نے نہیں کیا تو سائن اِن کے صفحے سے ابھی نیا پاس ورڈ چنیں۔"]),
    ]);
  }
  return accountMail(account, language, "Your Cookware.pk password was changed", [
    "The password of your Cookware.pk account was just changed, and every device signed in to it was signed out.",
    "",
    `If that was not you, choose a new password now${forgotPasswordLink ? `: ${forgotPasswordLink}` : " with “Forgot password?” on the sign-in page."}`,
  ]);
}

/** Told to an account's owner when someone signs up with its email (at most once an hour). */
export function signUpAttemptEmail(
  account: Addressee,
  links: { signIn: string; forgotPassword: string },
  language: Language = "en",
): OutgoingMail {
  if (language === "ur") {
    return accountMail(account, language, `کسی نے آپ کی ای میل سے ${URDU_SHOP_NAME} اکاؤنٹ بنانے کی کوشش کی`, [
      `کسی نے اس ای میل پتے سے ${URDU_SHOP_NAME} پر نیا اکاؤنٹ بنانے کی کوشش کی، جبکہ اس پتے کا اکاؤنٹ پہلے سے موجود ہے۔`,
      "",
      "اگر یہ آپ تھے تو اس کے بجائے سائن اِن کریں:",
      `  ${links.signIn}`,
      "پاس ورڈ بھول گئے؟ نیا پاس ورڈ یہاں چنیں:",
      `  ${links.forgotPassword}`,
      "",
      "اگر یہ آپ نہیں تھے تو آپ کو کچھ کرنے کی ضرورت نہیں: کوئی اکاؤنٹ نہیں بنا اور آپ کا اکاؤنٹ جوں کا توں ہے۔",
    ]);
  }
  return accountMail(account, language, "Someone tried to create a Cookware.pk account with your email", [
    "Someone tried to create a new Cookware.pk account with this email address, which already has an account.",
    "",
    `If it was you, sign in instead: ${links.signIn}`,
    `Forgot your password? Choose a new one: ${links.forgotPassword}`,
    "",
    "If it was not you, you need do nothing: no account was created and yours is unchanged.",
  ]);
}
