import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { EnhancedMarker } from "./enhanced-marker";

export type NewsletterAnswer = { ok: true; message: string } | { ok: false; email: string; emailError?: string; formError?: string };

/**
 * Email and Subscribe Now, posting to `action` (the home page's). Without JavaScript a success
 * comes back as a flash message on a fresh page; with it, the field clears and the thank-you
 * shows here. A refused address shows its message next to the field, either way.
 */
export function NewsletterSignup({ action }: { action: string }) {
  const fetcher = useFetcher<NewsletterAnswer>();
  const pageAnswer = useActionData<NewsletterAnswer>();
  const answer = fetcher.data ?? (pageAnswer && "ok" in pageAnswer ? pageAnswer : undefined);
  const form = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const emailError = answer && !answer.ok ? answer.emailError : undefined;
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
        <h2 id="newsletter-heading" className="font-display text-3xl font-bold">
          Join our kitchen
        </h2>
        <p className="mt-3 text-brand-100">Recipes, care tips and first word of new cookware and offers.</p>
        <fetcher.Form ref={form} method="post" action={action} preventScrollReset className="mx-auto mt-6 flex max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-start">
          <input type="hidden" name="intent" value="newsletter" />
          <EnhancedMarker />
          <div className="flex-1">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
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
            {sending ? "Subscribing..." : "Subscribe Now"}
          </button>
        </fetcher.Form>
        {answer?.ok ? (
          <p role="status" className="mt-4 font-medium text-green-200">
            {answer.message}
          </p>
        ) : answer?.formError ? (
          <p role="alert" className="mt-4 font-medium text-red-200">
            {answer.formError}
          </p>
        ) : null}
      </div>
    </section>
  );
}
