import { getFormProps, getInputProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation, useSearchParams } from "@remix-run/react";
import { BusySubmitButton } from "~/components/ui/busy-submit-button";
import type { ReactNode } from "react";
import type { z } from "zod";
import { Field } from "~/components/ui/field";
import { FormErrorSummary, type SummaryField } from "~/components/ui/form-error-summary";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useStrings } from "~/lib/i18n/use-strings";
import { ACCOUNT_PAGES, signInSchema, signUpSchema } from "../../contract/auth";

/** The sign-in form of local accounts (Clerk mode shows Clerk's own). */
export function LocalSignInForm({ redirectTo, lastResult }: { redirectTo: string; lastResult: LastResult }) {
  const [form, fields] = useLocalAuthForm("sign-in", signInSchema, lastResult);
  const t = useStrings("auth");
  return (
    <LocalAuthForm
      form={form}
      fields={[fields.email, fields.password]}
      redirectTo={redirectTo}
      heading={t["signIn.heading"]}
      intro={t["signIn.intro"]}
      submit={{ label: t["signIn.submit"], busy: t["signIn.busy"] }}
      other={{ prompt: t["signIn.prompt"], label: t["signIn.other"], path: "/sign-up" }}
    >
      <AuthField label={t.email} meta={fields.email} type="email" autoComplete="email" />
      <AuthField label={t.password} meta={fields.password} type="password" autoComplete="current-password" />
      <p className="text-end text-sm">
        <Link to={ACCOUNT_PAGES.forgotPassword} className="font-medium text-brand-700 underline">
          {t.forgotLink}
        </Link>
      </p>
    </LocalAuthForm>
  );
}

export function LocalSignUpForm({ redirectTo, lastResult }: { redirectTo: string; lastResult: LastResult }) {
  const [form, fields] = useLocalAuthForm("sign-up", signUpSchema, lastResult);
  const t = useStrings("auth");
  return (
    <LocalAuthForm
      form={form}
      fields={[fields.name, fields.email, fields.password]}
      redirectTo={redirectTo}
      heading={t["signUp.heading"]}
      intro={t["signUp.intro"]}
      submit={{ label: t["signUp.submit"], busy: t["signUp.busy"] }}
      other={{ prompt: t["signUp.prompt"], label: t["signUp.other"], path: "/sign-in" }}
    >
      <AuthField label={t.fullName} meta={fields.name} type="text" autoComplete="name" />
      <AuthField label={t.email} meta={fields.email} type="email" autoComplete="email" />
      <AuthField label={t.password} meta={fields.password} type="password" autoComplete="new-password" hint={t.passwordHint} />
    </LocalAuthForm>
  );
}

/** Each field is checked as it is left, then again as it is corrected. */
export function useLocalAuthForm<Schema extends z.AnyZodObject>(id: string, schema: Schema, lastResult: LastResult) {
  return useForm({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

export type LastResult = SubmissionResult<string[]> | undefined;

type LocalAuthFormProps<Schema extends Record<string, unknown>> = {
  form: FormMetadata<Schema>;
  /** Its fields, in the page's order, for the error summary. */
  fields: SummaryField[];
  /** Where to go after signing in or up; none for the password reset forms. */
  redirectTo?: string;
  heading: string;
  intro: string;
  submit: { label: string; busy: string };
  /** The other form (sign-in or sign-up), reached with the same `redirect_url`. */
  other: { prompt: string; label: string; path: string };
  children: ReactNode;
};

/** The card of a local account form (sign-in, sign-up, password reset): heading, fields, submit and the way to another form. */
export function LocalAuthForm<Schema extends Record<string, unknown>>({
  form,
  fields,
  redirectTo,
  heading,
  intro,
  submit,
  other,
  children,
}: LocalAuthFormProps<Schema>) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const busy = navigation.state === "submitting";
  // Only redirect_url goes along: a reset link's token must not follow the shopper to another page.
  const back = searchParams.get("redirect_url");
  return (
    <div className="card">
      <h1 className="font-display text-2xl font-bold">{heading}</h1>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
        {redirectTo === undefined ? null : <input type="hidden" name="redirectTo" value={redirectTo} />}
        <FormErrorSummary form={form} fields={fields} />
        {children}
        <BusySubmitButton className="btn-primary w-full" busy={busy}>
          {busy ? submit.busy : submit.label}
        </BusySubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        {other.prompt}{" "}
        <Link
          to={`${other.path}${back ? `?${new URLSearchParams({ redirect_url: back })}` : ""}`}
          className="font-medium text-brand-700 underline"
        >
          {other.label}
        </Link>
      </p>
    </div>
  );
}

type AuthFieldProps = {
  label: string;
  meta: FieldMetadata<string>;
  type: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
};

export function AuthField({ label, meta, type, autoComplete, hint }: AuthFieldProps) {
  const local = useLocalMessage();
  return (
    <Field
      label={label}
      inputProps={{ ...getInputProps(meta, { type }), autoComplete }}
      errors={meta.errors?.map(local)}
      errorId={meta.errorId}
      hint={hint}
    />
  );
}
