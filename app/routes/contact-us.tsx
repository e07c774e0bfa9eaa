import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { Field, FormErrors, TextAreaField } from "~/components/ui/field";
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

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: "Questions about an order, a product or wholesale? Send Cookware.pk a message, call us, or visit us in Lahore.",
  });

export function loader() {
  return { honeypot: getHoneypot().getInputProps() };
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

  return (
    <div className="page">
      <h1 className="page-title">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Questions about an order, a product or a wholesale enquiry? Write to us and we will answer within one business day.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading" className="card">
          <h2 id="contact-form-heading" className="font-display text-2xl font-semibold">
            Send us a message
          </h2>
          <HoneypotProvider {...honeypot}>
            {/* A new page (after a sent message) starts a new, empty form. */}
            <ContactForm key={location.key} lastResult={actionData?.result} />
          </HoneypotProvider>
        </section>
        <aside className="space-y-6">
          <section aria-labelledby="contact-details-heading" className="card">
            <h2 id="contact-details-heading" className="text-lg font-semibold">
              Contact details
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="font-medium">Email</dt>
                <dd>
                  <a href={`mailto:${business.contact.email}`} className="text-brand-700 underline">
                    {business.contact.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium">Phone</dt>
                <dd>
                  <a href={`tel:${business.contact.phone.replace(/\s/g, "")}`} className="text-brand-700 underline">
                    {business.contact.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium">Address</dt>
                <dd className="text-muted">{business.contact.address}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="business-hours-heading" className="card">
            <h2 id="business-hours-heading" className="text-lg font-semibold">
              Business hours
            </h2>
            <ul role="list" className="mt-3 space-y-1 text-sm text-muted">
              <li>{business.businessHours.weekdays}</li>
              <li>{business.businessHours.sunday}</li>
            </ul>
          </section>
          <div
            role="img"
            aria-label={`Map of our location in ${business.contact.address} (coming soon)`}
            className="flex h-48 items-center justify-center rounded-lg border border-dashed border-stone-400 bg-stone-50 text-sm text-muted"
          >
            Map coming soon — {business.contact.address}
          </div>
          {socialLinks.length > 0 ? (
            <section aria-labelledby="social-heading" className="card">
              <h2 id="social-heading" className="text-lg font-semibold">
                Follow us
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
  const { key: _subjectKey, ...subjectProps } = getSelectProps(fields.subject);

  return (
    <Form method="post" action="/contact-us" className="mt-6 space-y-5" {...getFormProps(form)}>
      <HoneypotInputs />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Full Name"
          inputProps={{ ...getInputProps(fields.fullName, { type: "text" }), autoComplete: "name" }}
          errors={fields.fullName.errors}
          errorId={fields.fullName.errorId}
        />
        <Field
          label="Email Address"
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <Field
          label="Phone (optional)"
          inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }}
          errors={fields.phone.errors}
          errorId={fields.phone.errorId}
        />
        <div>
          <label htmlFor={fields.subject.id} className="field-label">
            Subject
          </label>
          <select {...subjectProps} className="field-input">
            <option value="">Select a subject</option>
            {contactSubjects.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
          {fields.subject.errors?.length ? (
            <p id={fields.subject.errorId} className="field-error" role="alert">
              {fields.subject.errors[0]}
            </p>
          ) : null}
        </div>
      </div>
      <TextAreaField
        label="Message"
        textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
        errors={fields.message.errors}
        errorId={fields.message.errorId}
      />
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </Form>
  );
}
