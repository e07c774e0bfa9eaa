import type { ClerkApp } from "@clerk/remix";

export type ClerkLocalization = NonNullable<NonNullable<Parameters<typeof ClerkApp>[1]>["localization"]>;

/**
 * Clerk's own sign-in and sign-up screens in Urdu (Clerk ships no Urdu): the texts of the flows this
 * store turns on — email and password, the emailed code, a forgotten password. Any text not named
 * here falls back to Clerk's English.
 */
export const clerkUrdu = {
  locale: "ur-PK",
  backButton: "واپس",
  dividerText: "یا",
  formButtonPrimary: "جاری رکھیں",
  formFieldLabel__emailAddress: "ای میل",
  formFieldLabel__password: "پاس ورڈ",
  formFieldLabel__confirmPassword: "پاس ورڈ دوبارہ",
  formFieldLabel__firstName: "پہلا نام",
  formFieldLabel__lastName: "آخری نام",
  formFieldInputPlaceholder__emailAddress: "اپنی ای میل لکھیں",
  formFieldInputPlaceholder__password: "اپنا پاس ورڈ لکھیں",
  formFieldAction__forgotPassword: "پاس ورڈ بھول گئے؟",
  formFieldHintText__optional: "اختیاری",
  signIn: {
    start: {
      title: "{{applicationName}} میں سائن اِن کریں",
      subtitle: "جاری رکھنے کے لیے خوش آمدید",
      actionText: "اکاؤنٹ نہیں ہے؟",
      actionLink: "سائن اَپ کریں",
    },
    password: {
      title: "اپنا پاس ورڈ لکھیں",
      subtitle: "اپنے اکاؤنٹ کا پاس ورڈ لکھیں",
      actionLink: "کوئی اور طریقہ",
    },
    emailCode: {
      title: "اپنی ای میل دیکھیں",
      subtitle: "{{applicationName}} پر جاری رکھنے کے لیے",
      formTitle: "تصدیقی کوڈ",
      resendButton: "کوڈ نہیں ملا؟ دوبارہ بھیجیں",
    },
    forgotPassword: {
      title: "پاس ورڈ بدلیں",
      subtitle: "اپنا پاس ورڈ بدلنے کے لیے",
      subtitle_email: "پہلے اپنے ای میل پر بھیجا گیا کوڈ لکھیں",
      formTitle: "پاس ورڈ بدلنے کا کوڈ",
      resendButton: "کوڈ نہیں ملا؟ دوبارہ بھیجیں",
    },
    resetPassword: {
      title: "نیا پاس ورڈ رکھیں",
      formButtonPrimary: "پاس ورڈ بدلیں",
      successMessage: "آپ کا پاس ورڈ بدل گیا۔ سائن اِن ہو رہا ہے، ذرا انتظار کریں۔",
      requiredMessage: "حفاظت کے لیے اپنا پاس ورڈ بدلنا ضروری ہے۔",
    },
  },
  signUp: {
    start: {
      title: "اپنا اکاؤنٹ بنائیں",
      subtitle: "{{applicationName}} پر جاری رکھنے کے لیے خوش آمدید",
      actionText: "پہلے سے اکاؤنٹ ہے؟",
      actionLink: "سائن اِن کریں",
    },
    emailCode: {
      title: "اپنی ای میل کی تصدیق کریں",
      subtitle: "اپنے ای میل پر بھیجا گیا تصدیقی کوڈ لکھیں",
      formTitle: "تصدیقی کوڈ",
      formSubtitle: "اپنے ای میل پر بھیجا گیا تصدیقی کوڈ لکھیں",
      resendButton: "کوڈ نہیں ملا؟ دوبارہ بھیجیں",
    },
    continue: {
      title: "باقی معلومات لکھیں",
      subtitle: "{{applicationName}} پر جاری رکھنے کے لیے",
      actionText: "پہلے سے اکاؤنٹ ہے؟",
      actionLink: "سائن اِن کریں",
    },
  },
} satisfies ClerkLocalization;
