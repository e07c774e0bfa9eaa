import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy } from "react";
import { AuthPage } from "~/components/auth-page";
import { LocalSignInForm } from "~/components/local-auth-form";
import { localAuthAction } from "~/lib/auth/local-auth-action.server";
import { authPageLoader } from "~/lib/auth/auth-page.server";
import { signInLocally } from "~/lib/backend/identity.server";
import { INCORRECT_CREDENTIALS, signInSchema } from "../../contract/auth";

// Clerk's UI is loaded only in Clerk mode, so local mode ships none of its code.
const ClerkSignIn = lazy(() => import("~/components/clerk-sign-in"));

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.strings.auth["signIn.title"] }, { name: "description", content: data.strings.auth["signIn.description"] }] : [];

export const loader = authPageLoader;

export async function action({ request }: ActionFunctionArgs) {
  return localAuthAction(request, signInSchema, signInLocally, (refusal) =>
    refusal.status === 400
      ? { status: 401, formErrors: [INCORRECT_CREDENTIALS] }
      : { status: refusal.status, formErrors: [refusal.message] },
  );
}

export default function SignInPage() {
  const { mode, redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <AuthPage
      mode={mode}
      form="signIn"
      clerk={<ClerkSignIn redirectTo={redirectTo} />}
      local={<LocalSignInForm redirectTo={redirectTo} lastResult={lastResult} />}
    />
  );
}
