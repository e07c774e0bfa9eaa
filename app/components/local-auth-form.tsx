import { getFormProps, getInputProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { Field, FormErrors } from "~/components/ui/field";

/** The local sign-in and sign-up forms check each field as it is left, then again as it is corrected. */
export function useLocalAuthForm<Schema extends z.AnyZodObject>(id: string, schema: Schema, lastResult: SubmissionResult<string[]> | undefined) {
  return useForm({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

type LocalAuthFormProps<Schema extends Record<string, unknown>> = {
  form: FormMetadata<Schema>;
  redirectTo: string;
  heading: string;
  intro: string;
  submit: { label: string; busy: string };
  /** The other form (sign-in or sign-up), reached with the same query, so `redirect_url` is kept. */
  other: { prompt: string; label: string; path: string };
  children: ReactNode;
};

/** The card of the local sign-in or sign-up form: heading, fields, submit and the way to the other form. */
export function LocalAuthForm<Schema extends Record<string, unknown>>({ form, redirectTo, heading, intro, submit, other, children }: LocalAuthFormProps<Schema>) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const busy = navigation.state === "submitting";
  return (
    <div className="card">
      <h1 className="font-display text-2xl font-bold">{heading}</h1>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors errors={form.errors} id={form.errorId} />
        {children}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? submit.busy : submit.label}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        {other.prompt}{" "}
        <Link to={`${other.path}${searchParams.toString() ? `?${searchParams}` : ""}`} className="font-medium text-brand-700 underline">
          {other.label}
        </Link>
      </p>
    </div>
  );
}

type AuthFieldProps = { label: string; meta: FieldMetadata<string>; type: "text" | "email" | "password"; autoComplete: string; hint?: string };

export function AuthField({ label, meta, type, autoComplete, hint }: AuthFieldProps) {
  return <Field label={label} inputProps={{ ...getInputProps(meta, { type }), autoComplete }} errors={meta.errors} errorId={meta.errorId} hint={hint} />;
}
