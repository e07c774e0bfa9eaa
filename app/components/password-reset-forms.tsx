import { Link } from "@remix-run/react";
import { AuthField, LocalAuthForm, useLocalAuthForm, type LastResult } from "~/components/local-auth-form";
import { ACCOUNT_PAGES, RESET_LINK_INVALID, RESET_LINK_SENT, requestPasswordResetSchema, resetPasswordSchema } from "../../contract/auth";
import { MIN_PASSWORD_LENGTH, RESET_LINK_LIFETIME_MINUTES } from "../../contract/limits";

const backToSignIn = { prompt: "Remembered it?", label: "Sign in", path: ACCOUNT_PAGES.signIn };

/** "Forgot password?": the email the link is sent to. */
export function ForgotPasswordForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useLocalAuthForm("forgot-password", requestPasswordResetSchema, lastResult);
  return (
    <LocalAuthForm
      form={form}
      heading="Forgot your password?"
      intro={`Enter the email of your account and we will send you a link to choose a new password. It works for ${RESET_LINK_LIFETIME_MINUTES} minutes.`}
      submit={{ label: "Send reset link", busy: "Sending..." }}
      other={backToSignIn}
    >
      <AuthField label="Email address" meta={fields.email} type="email" autoComplete="email" />
    </LocalAuthForm>
  );
}

/** The new password, with the link's token carried along in the form. */
export function ResetPasswordForm({ token, lastResult }: { token: string; lastResult: LastResult }) {
  const [form, fields] = useLocalAuthForm("reset-password", resetPasswordSchema, lastResult);
  return (
    <LocalAuthForm
      form={form}
      heading="Choose a new password"
      intro="Every device signed in to your account will be signed out."
      submit={{ label: "Set new password", busy: "Saving..." }}
      other={backToSignIn}
    >
      <input type="hidden" name={fields.token.name} value={token} />
      <AuthField
        label="New password"
        meta={fields.password}
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
    </LocalAuthForm>
  );
}

/** What every email gets after asking for a link, whether or not it has an account. */
export function ResetLinkSent() {
  return (
    <AccountNotice heading="Check your email" text={RESET_LINK_SENT}>
      <Link to={ACCOUNT_PAGES.signIn} className="btn-primary mt-6 w-full">
        Back to sign in
      </Link>
    </AccountNotice>
  );
}

export function ResetLinkInvalid() {
  return (
    <AccountNotice heading="This link does not work" text={RESET_LINK_INVALID}>
      <Link to={ACCOUNT_PAGES.forgotPassword} className="btn-primary mt-6 w-full">
        Ask for a new link
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
