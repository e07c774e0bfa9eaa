import { Link } from "@remix-run/react";
import { accountUrl } from "~/lib/auth/account-links";
import { useStrings } from "~/lib/i18n/use-strings";

/** What a signed-out visitor sees on a page that needs an account: signing in or up both bring them back to `returnTo`. */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  const t = useStrings("errors");
  return (
    <div className="page">
      <div className="card mx-auto max-w-lg text-center">
        <h1 className="font-display text-2xl font-bold">{t["signInPrompt.title"]}</h1>
        <p className="mt-3 text-muted">{t["signInPrompt.text"]}</p>
        <Link to={accountUrl("/sign-in", returnTo)} className="btn-primary mt-6">
          {t["signInPrompt.signIn"]}
        </Link>
        <p className="mt-4 text-sm text-muted">
          {t["signInPrompt.newHere"]}{" "}
          <Link to={accountUrl("/sign-up", returnTo)} className="font-medium text-brand-700 underline">
            {t["signInPrompt.createAccount"]}
          </Link>
        </p>
      </div>
    </div>
  );
}
