import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { lazy } from "react";
import { AuthPage } from "~/components/auth-page";
import { Field, FormErrors } from "~/components/ui/field";
import { authPageLoader } from "~/lib/auth/auth-page.server";
import { startLocalSession } from "~/lib/auth/local-session.server";
import { signInLocally } from "~/lib/backend/identity.server";
import { safeRedirect } from "~/lib/security/safe-redirect";
import { assertSameOrigin } from "~/lib/security/same-origin.server";
import { INCORRECT_CREDENTIALS, signInSchema } from "../../contract/auth";
import { readForm } from "~/lib/forms/form-data.server";

// Clerk's UI is loaded only in Clerk mode, so local mode ships none of its code.
const ClerkSignIn = lazy(() => import("~/components/clerk-sign-in"));

export const meta: MetaFunction = () => [
  { title: "Sign in — Cookware.pk" },
  { name: "description", content: "Sign in to shop premium cookware, see your cart and track your orders." },
];

export const loader = authPageLoader;

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const result = await signInLocally(submission.value);
  if (!result.ok) {
    const message = result.status === 400 ? INCORRECT_CREDENTIALS : result.message;
    return data(submission.reply({ formErrors: [message], hideFields: ["password"] }), { status: result.status === 400 ? 401 : result.status });
  }
  return startLocalSession(request, result.session, safeRedirect(formData.get("redirectTo")));
}

export default function SignInPage() {
  const { mode, redirectTo } = useLoaderData<typeof loader>();
  return (
    <AuthPage
      mode={mode}
      loadingText="Loading sign-in…"
      clerk={<ClerkSignIn redirectTo={redirectTo} />}
      local={<LocalSignInForm redirectTo={redirectTo} />}
    />
  );
}

function LocalSignInForm({ redirectTo }: { redirectTo: string }) {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    constraint: getZodConstraint(signInSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const busy = navigation.state === "submitting";
  return (
    <div className="card">
      <h1 className="font-display text-2xl font-bold">Sign in</h1>
      <p className="mt-1 text-sm text-muted">Welcome back. Sign in to continue shopping.</p>
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field
          label="Email address"
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <Field
          label="Password"
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        New to Cookware.pk?{" "}
        <Link to={`/sign-up${searchParams.toString() ? `?${searchParams}` : ""}`} className="font-medium text-brand-700 underline">
          Create an account
        </Link>
      </p>
    </div>
  );
}
