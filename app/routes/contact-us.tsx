import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { Field, TextAreaField } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { getViewer } from "~/lib/auth/viewer.server";
import { business } from "../../contract/business";
import { CONTACT_SENT, CONTACT_SPAM } from "~/lib/contact/contact";
import { sendContactMessage } from "~/lib/backend/contact.server";
import { contactBodyFrom, contactFailure } from "~/lib/contact/contact.server";
import { getHoneypot, isSpam } from "~/lib/security/honeypot.server";
import { assertSameOrigin } from "~/lib/security/same-origin.server";
import { ContactSchema, contactSubjects } from "~/lib/schemas/contact";
import { pageMeta } from "~/lib/site/seo";
import { flashHeaders } from "~/lib/auth/session.server";
import type { loader as rootLoader } from "~/root";
import { parseForm, readForm } from "~/lib/forms/form-data.server";
import { messageTranslations, requestLanguage, stringsOf } from "~/lib/i18n/i18n.server";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { fill, useStrings } from "~/lib/i18n/use-strings";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.strings.contact.title, description: data.strings.contact.description }) : [];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = await requestLanguage(request, context);
  return {
    honeypot: getHoneypot().getInputProps(),
    strings: stringsOf(language, "contact"),
    messageTranslations: messageTranslations(language),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  assertSameOrigin(request);
  const formData = await readForm(request);
  const submission = parseForm(formData, ContactSchema);
  if (isSpam(formData)) {
    return data({ result: submission.reply({ formErrors: [CONTACT_SPAM] }) }, { status: 400 });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const viewer = await getViewer(args);
  try {
    await sendContactMessage(contactBodyFrom(submission.value), viewer?.token);
  } catch (error) {
    const failure = contactFailure(error);
    return data(
      { result: submission.reply({ formErrors: failure.formErrors, fieldErrors: failure.fieldErrors }) },
      { status: failure.status },
    );
  }
  // POST/Redirect/GET: a fresh, empty form and the success message, with or without JavaScript.
  return redirect("/contact-us", {
    status: 303,
    headers: await flashHeaders(request, { kind: "success", text: CONTACT_SENT }),
  });
}

export default function ContactPage() {
  const { honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const socialLinks = useRouteLoaderData<typeof rootLoader>("root")?.socialLinks ?? [];
  const t = useStrings("contact");
  const layout = useStrings("layout");

  return (
    <div className="page">
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{t.intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading" className="card">
          <h2 id="contact-form-heading" className="font-display text-2xl font-semibold">
            {t.formHeading}
          </h2>
          <HoneypotProvider {...honeypot}>
            {/* A new page (after a sent message) starts a new, empty form. */}
            <ContactForm key={location.key} lastResult={actionData?.result} />
          </HoneypotProvider>
        </section>
        <aside className="space-y-6">
          <section aria-labelledby="contact-details-heading" className="card">
            <h2 id="contact-details-heading" className="text-lg font-semibold">
              {t.detailsHeading}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="font-medium">{t.email}</dt>
                <dd>
                  <a href={`mailto:${business.contact.email}`} dir="ltr" className="text-brand-700 underline">
                    {business.contact.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium">{t.phone}</dt>
                <dd>
                  <a href={`tel:${business.contact.phone.replace(/\s/g, "")}`} dir="ltr" className="text-brand-700 underline">
                    {business.contact.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium">{t.address}</dt>
                <dd className="text-muted">{t.addressText}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="business-hours-heading" className="card">
            <h2 id="business-hours-heading" className="text-lg font-semibold">
              {t.hoursHeading}
            </h2>
            <ul role="list" className="mt-3 space-y-1 text-sm text-muted">
              <li>{layout["footer.weekdays"]}</li>
              <li>{layout["footer.sunday"]}</li>
            </ul>
          </section>
          <div
            role="img"
            aria-label={t.mapLabel}
            className="flex h-48 items-center justify-center rounded-lg border border-dashed border-stone-400 bg-stone-50 text-sm text-muted"
          >
            {fill(t.mapSoon, { address: t.addressText })}
          </div>
          {socialLinks.length > 0 ? (
            <section aria-labelledby="social-heading" className="card">
              <h2 id="social-heading" className="text-lg font-semibold">
                {t.followUs}
              </h2>
              <ul role="list" className="mt-3 flex flex-wrap gap-4 text-sm">
                {socialLinks.map((link) => (
                  <li key={link.name}>
                    <a href={link.href} rel="noopener noreferrer" className="text-brand-700 underline">
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

function ContactForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact-us";
  const [form, fields] = useForm({
    id: "contact",
    lastResult,
    constraint: getZodConstraint(ContactSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  });
  const t = useStrings("contact");
  const local = useLocalMessage();
  const { key: _subjectKey, ...subjectProps } = getSelectProps(fields.subject);

  return (
    <Form method="post" action="/contact-us" className="mt-6 space-y-5" {...getFormProps(form)}>
      <HoneypotInputs />
      <FormErrorSummary form={form} fields={[fields.fullName, fields.email, fields.phone, fields.subject, fields.message]} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t.fullName}
          inputProps={{ ...getInputProps(fields.fullName, { type: "text" }), autoComplete: "name" }}
          errors={fields.fullName.errors?.map(local)}
          errorId={fields.fullName.errorId}
        />
        <Field
          label={t.emailAddress}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors?.map(local)}
          errorId={fields.email.errorId}
        />
        <Field
          label={t.phoneOptional}
          inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }}
          errors={fields.phone.errors?.map(local)}
          errorId={fields.phone.errorId}
        />
        <div>
          <label htmlFor={fields.subject.id} className="field-label">
            {t.subject}
          </label>
          <select {...subjectProps} className="field-input">
            <option value="">{t.selectSubject}</option>
            {contactSubjects.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {t[`subject.${subject.value}`]}
              </option>
            ))}
          </select>
          {fields.subject.errors?.length ? (
            <p id={fields.subject.errorId} className="field-error">
              {fields.subject.errors?.map(local)?.[0]}
            </p>
          ) : null}
        </div>
      </div>
      <TextAreaField
        label={t.message}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
        errors={fields.message.errors?.map(local)}
        errorId={fields.message.errorId}
      />
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? t.sending : t.send}
      </button>
    </Form>
  );
}
