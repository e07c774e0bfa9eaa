import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy } from "react";
import { AuthPage } from "~/components/auth-page";
import { LocalSignUpForm } from "~/components/local-auth-form";
import { localAuthAction } from "~/lib/auth/local-auth-action.server";
import { authPageLoader } from "~/lib/auth/auth-page.server";
import { signUpLocally } from "~/lib/backend/identity.server";
import { toFieldErrors } from "~/lib/forms/action-answers.server";
import { accountCallHeaders } from "~/lib/auth/site-origin.server";
import { requestLanguage } from "~/lib/i18n/i18n.server";
import { signUpSchema } from "../../contract/auth";

const ClerkSignUp = lazy(() => import("~/components/clerk-sign-up"));

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.strings.auth["signUp.title"] }, { name: "description", content: data.strings.auth["signUp.description"] }] : [];

export const loader = authPageLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  return localAuthAction(
    request,
    signUpSchema,
    // The page's language: a new account keeps Urdu, and the notice to a taken email's owner may be in it.
    async (account) => signUpLocally({ ...account, language: await requestLanguage(request) }, accountCallHeaders(request, context)),
    (refusal) => ({ status: refusal.status, formErrors: [refusal.message], fieldErrors: toFieldErrors(refusal.fields) }),
  );
}

export default function SignUpPage() {
  const { mode, redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <AuthPage
      mode={mode}
      form="signUp"
      clerk={<ClerkSignUp redirectTo={redirectTo} />}
      local={<LocalSignUpForm redirectTo={redirectTo} lastResult={lastResult} />}
    />
  );
}
