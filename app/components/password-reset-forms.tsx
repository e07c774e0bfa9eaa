import { Link } from "@remix-run/react";
import { AuthField, LocalAuthForm, useLocalAuthForm, type LastResult } from "~/components/local-auth-form";
import { useStrings } from "~/lib/i18n/use-strings";
import { ACCOUNT_PAGES, requestPasswordResetSchema, resetPasswordSchema } from "../../contract/auth";

function useBackToSignIn() {
  const t = useStrings("auth");
  return { prompt: t.rememberedPrompt, label: t.rememberedSignIn, path: ACCOUNT_PAGES.signIn };
}

/** "Forgot password?": the email the link is sent to. */
export function ForgotPasswordForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useLocalAuthForm("forgot-password", requestPasswordResetSchema, lastResult);
  const t = useStrings("auth");
  const backToSignIn = useBackToSignIn();
  return (
    <LocalAuthForm
      form={form}
      fields={[fields.email]}
      heading={t["forgot.heading"]}
      intro={t["forgot.intro"]}
      submit={{ label: t["forgot.submit"], busy: t["forgot.busy"] }}
      other={backToSignIn}
    >
      <AuthField label={t.email} meta={fields.email} type="email" autoComplete="email" />
    </LocalAuthForm>
  );
}

/** The new password, with the link's token carried along in the form. */
export function ResetPasswordForm({ token, lastResult }: { token: string; lastResult: LastResult }) {
  const [form, fields] = useLocalAuthForm("reset-password", resetPasswordSchema, lastResult);
  const t = useStrings("auth");
  const backToSignIn = useBackToSignIn();
  return (
    <LocalAuthForm
      form={form}
      fields={[fields.password]}
      heading={t["reset.heading"]}
      intro={t["reset.intro"]}
      submit={{ label: t["reset.submit"], busy: t["reset.busy"] }}
      other={backToSignIn}
    >
      <input type="hidden" name={fields.token.name} value={token} />
      <AuthField label={t.newPassword} meta={fields.password} type="password" autoComplete="new-password" hint={t.passwordHint} />
    </LocalAuthForm>
  );
}

/** What every email gets after asking for a link, whether or not it has an account. */
export function ResetLinkSent() {
  const t = useStrings("auth");
  return (
    <AccountNotice heading={t["sent.heading"]} text={t["sent.text"]}>
      <Link to={ACCOUNT_PAGES.signIn} className="btn-primary mt-6 w-full">
        {t["sent.back"]}
      </Link>
    </AccountNotice>
  );
}

export function ResetLinkInvalid() {
  const t = useStrings("auth");
  return (
    <AccountNotice heading={t["invalid.heading"]} text={t["invalid.text"]}>
      <Link to={ACCOUNT_PAGES.forgotPassword} className="btn-primary mt-6 w-full">
        {t["invalid.again"]}
      </Link>
    </AccountNotice>
  );
}

function AccountNotice({ heading, text, children }: { heading: string; text: string; children: React.ReactNode }) {
  return (
    <div className="card">
      <h1 className="font-display text-2xl font-bold">{heading}</h1>
      <p role="status" className="mt-3 text-sm">
        {text}
      </p>
      {children}
    </div>
  );
}
