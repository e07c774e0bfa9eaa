import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy } from "react";
import { AuthPage } from "~/components/auth-page";
import { AuthField, LocalAuthForm, useLocalAuthForm } from "~/components/local-auth-form";
import { localAuthAction } from "~/lib/account/local-auth.server";
import { authPageLoader } from "~/lib/auth/auth-page.server";
import { signUpLocally } from "~/lib/backend/identity.server";
import { toFieldErrors } from "~/lib/forms/action-answers.server";
import { clientIpHeadersFor } from "~/lib/security/client-ip.server";
import { signUpSchema } from "../../contract/auth";

const ClerkSignUp = lazy(() => import("~/components/clerk-sign-up"));

export const meta: MetaFunction = () => [
  { title: "Create an account — Cookware.pk" },
  { name: "description", content: "Create a Cookware.pk account to order premium cookware with cash on delivery." },
];

export const loader = authPageLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  return localAuthAction(
    request,
    signUpSchema,
    (account) => signUpLocally(account, clientIpHeadersFor(request, context)),
    (refusal) => ({ status: refusal.status, formErrors: [refusal.message], fieldErrors: toFieldErrors(refusal.fields) }),
  );
}

export default function SignUpPage() {
  const { mode, redirectTo } = useLoaderData<typeof loader>();
  return (
    <AuthPage
      mode={mode}
      loadingText="Loading sign-up…"
      clerk={<ClerkSignUp redirectTo={redirectTo} />}
      local={<LocalSignUpForm redirectTo={redirectTo} />}
    />
  );
}

function LocalSignUpForm({ redirectTo }: { redirectTo: string }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useLocalAuthForm("sign-up", signUpSchema, lastResult);
  return (
    <LocalAuthForm
      form={form}
      redirectTo={redirectTo}
      heading="Create your account"
      intro="Order with cash on delivery and track every order."
      submit={{ label: "Create account", busy: "Creating account..." }}
      other={{ prompt: "Already have an account?", label: "Sign in", path: "/sign-in" }}
    >
      <AuthField label="Full name" meta={fields.name} type="text" autoComplete="name" />
      <AuthField label="Email address" meta={fields.email} type="email" autoComplete="email" />
      <AuthField label="Password" meta={fields.password} type="password" autoComplete="new-password" hint="At least 8 characters." />
    </LocalAuthForm>
  );
}
