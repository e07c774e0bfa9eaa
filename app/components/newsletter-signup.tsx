import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useStrings } from "~/lib/i18n/use-strings";
import { EnhancedMarker } from "./enhanced-marker";

export type NewsletterAnswer = { ok: true; message: string } | { ok: false; email: string; emailError?: string; formError?: string };

/**
 * Email and Subscribe Now, posting to `action` (the home page's). Without JavaScript a success
 * comes back as a flash message on a fresh page; with it, the thank-you shows here and the form
 * starts afresh (a new key), so the field is empty. A refused address shows its message next to
 * the field, either way, with what was typed kept.
 */
export function NewsletterSignup({ action }: { action: string }) {
  const answer = useActionData<NewsletterAnswer>();
  const sending = useNavigation().formAction === action;
  const emailError = answer && !answer.ok ? answer.emailError : undefined;
  const t = useStrings("home");
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
        <h2 id="newsletter-heading" className="font-display text-3xl font-bold">
          {t["newsletter.title"]}
        </h2>
        <p className="mt-3 text-brand-100">{t["newsletter.text"]}</p>
        <Form
          key={answer?.ok ? "subscribed" : "form"}
          method="post"
          action={action}
          preventScrollReset
          className="mx-auto mt-6 flex max-w-xl flex-col gap-3 text-start sm:flex-row sm:items-start"
        >
          <input type="hidden" name="intent" value="newsletter" />
          <EnhancedMarker />
          <div className="flex-1">
            <label htmlFor="newsletter-email" className="sr-only">
              {t["newsletter.email"]}
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              dir="ltr"
              defaultValue={answer && !answer.ok ? answer.email : undefined}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? "newsletter-email-error" : undefined}
              className="field-input"
            />
            {emailError ? (
              <p id="newsletter-email-error" role="alert" className="mt-2 text-sm font-medium text-red-200">
                {emailError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn bg-white px-6 py-2.5 text-brand-900 hover:bg-brand-100" disabled={sending}>
            {sending ? t["newsletter.subscribing"] : t["newsletter.subscribe"]}
          </button>
        </Form>
        {answer?.ok || answer?.formError ? (
          <p role={answer.ok ? "status" : "alert"} className={`mt-4 font-medium ${answer.ok ? "text-green-200" : "text-red-200"}`}>
            {answer.ok ? answer.message : answer.formError}
          </p>
        ) : null}
      </div>
    </section>
  );
}
