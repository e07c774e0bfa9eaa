import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useStrings } from "~/lib/i18n/use-strings";
import { ProfileSchema } from "~/lib/schemas/profile";
import { SaveOrCancel } from "./save-or-cancel";

type Person = { name: string; email: string; phone: string | null };

/** Name, email and phone: a view, and an edit form reached by a link (`?edit=1`), so it works without JavaScript. */
export function PersonalInformation({
  person,
  editing,
  lastResult,
  saving,
}: {
  person: Person;
  editing: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  saving: boolean;
}) {
  const t = useStrings("profile");
  return (
    <section aria-labelledby="personal-heading" className="card">
      <div className="flex items-center justify-between gap-4">
        <h2 id="personal-heading" className="text-lg font-semibold">
          {t.personalInformation}
        </h2>
        {editing ? null : (
          <Link to="/profile?edit=1" preventScrollReset className="btn-secondary">
            {t.edit}
          </Link>
        )}
      </div>
      {editing ? (
        <EditForm person={person} lastResult={lastResult} saving={saving} />
      ) : (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-muted">{t.name}</dt>
            <dd className="untrusted-text mt-1">{person.name || t.notProvided}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted">{t.email}</dt>
            <dd className="mt-1 break-words">
              <bdi>{person.email}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted">{t.phone}</dt>
            <dd className="untrusted-text mt-1">{person.phone ? <bdi>{person.phone}</bdi> : t.notProvided}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function EditForm({ person, lastResult, saving }: { person: Person; lastResult: SubmissionResult<string[]> | undefined; saving: boolean }) {
  const [form, fields] = useForm({
    id: "personal-information",
    lastResult,
    defaultValue: { name: person.name, phone: person.phone ?? "" },
    constraint: getZodConstraint(ProfileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
  });
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: phoneKey, ...phoneProps } = getInputProps(fields.phone, { type: "tel" });
  const t = useStrings("profile");
  const local = useLocalMessage();
  return (
    // Posting to ?edit=1 keeps the form open when the server sends it back with a message.
    <Form method="post" action="/profile?edit=1" preventScrollReset className="mt-4 space-y-4" {...getFormProps(form)}>
      <FormErrorSummary form={form} fields={[fields.name, fields.phone]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t.name}
          errors={fields.name.errors?.map(local)}
          errorId={fields.name.errorId}
          inputProps={{ ...nameProps, key: nameKey, autoComplete: "name", maxLength: 100 }}
        />
        <Field
          label={t.email}
          hint={t.emailFixed}
          inputProps={{ id: "profile-email", type: "email", dir: "ltr", value: person.email, disabled: true, readOnly: true }}
        />
        <Field
          label={t.phone}
          hint={t.phoneHint}
          errors={fields.phone.errors?.map(local)}
          errorId={fields.phone.errorId}
          inputProps={{ ...phoneProps, key: phoneKey, autoComplete: "tel", inputMode: "tel", dir: "ltr", maxLength: 30 }}
        />
      </div>
      <SaveOrCancel intent="update-profile" label={t.save} saving={saving} />
    </Form>
  );
}
