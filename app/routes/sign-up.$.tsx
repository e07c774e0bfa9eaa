import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { lazy } from "react";
import { AuthPage } from "~/components/auth-page";
import { Field, FormErrors } from "~/components/ui/field";
import { authPageLoader } from "~/lib/auth/auth-page.server";
import { startLocalSession } from "~/lib/auth/local-session.server";
import { signUpLocally } from "~/lib/backend/identity.server";
import { clientIpHeadersFor } from "~/lib/security/client-ip.server";
import { safeRedirect } from "~/lib/security/safe-redirect";
import { assertSameOrigin } from "~/lib/security/same-origin.server";
import { signUpSchema } from "../../contract/auth";
import { readForm } from "~/lib/forms/form-data.server";

const ClerkSignUp = lazy(() => import("~/components/clerk-sign-up"));

export const meta: MetaFunction = () => [
  { title: "Create an account — Cookware.pk" },
  { name: "description", content: "Create a Cookware.pk account to order premium cookware with cash on delivery." },
];

export const loader = authPageLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const result = await signUpLocally(submission.value, clientIpHeadersFor(request, context));
  if (!result.ok) {
    return data(submission.reply({ formErrors: [result.message], fieldErrors: toFieldErrors(result.fields), hideFields: ["password"] }), {
      status: result.status,
    });
  }
  return startLocalSession(request, result.session, safeRedirect(formData.get("redirectTo")));
}

function toFieldErrors(fields: Record<string, string>) {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]]));
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
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult,
    constraint: getZodConstraint(signUpSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  const busy = navigation.state === "submitting";
  return (
    <div className="card">
      <h1 className="font-display text-2xl font-bold">Create your account</h1>
      <p className="mt-1 text-sm text-muted">Order with cash on delivery and track every order.</p>
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field
          label="Full name"
          inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
          errors={fields.name.errors}
          errorId={fields.name.errorId}
        />
        <Field
          label="Email address"
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <Field
          label="Password"
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
          hint="At least 8 characters."
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Creating account..." : "Create account"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{" "}
        <Link to={`/sign-in${searchParams.toString() ? `?${searchParams}` : ""}`} className="font-medium text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
