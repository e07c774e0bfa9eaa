import { Form } from "@remix-run/react";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { REVIEW_INTENT, type ReviewAnswer } from "~/lib/reviews/review-answer";
import { MAX_REVIEW_TEXT_LENGTH, MAX_REVIEW_TITLE_LENGTH } from "../../../contract/limits";
import type { OwnReviewJson } from "../../../contract/reviews";

type ReviewFormProps = {
  productId: string;
  /** Tells several forms on one page apart (the order page has one per product). */
  idPrefix: string;
  heading: string;
  existing: OwnReviewJson | null;
  /** The last refused post of this form: its messages, next to their fields, and what was typed. */
  answer: ReviewAnswer | undefined;
  busy: boolean;
};

/** Write or edit the shopper's one review: a plain form, so it works without JavaScript. */
export function ReviewForm({ productId, idPrefix, heading, existing, answer, busy }: ReviewFormProps) {
  const t = useStrings("ratings");
  const values = answer?.values ?? {
    stars: existing ? String(existing.stars) : "",
    title: existing?.title ?? "",
    text: existing?.text ?? "",
  };
  const errors = answer?.errors ?? {};
  const id = (name: string) => `${idPrefix}-${name}`;
  const status = existing ? { pending: t.statusPending, hidden: t.statusHidden, published: t.statusPublished }[existing.status] : null;
  return (
    <section aria-labelledby={id("heading")} className="card">
      <h3 id={id("heading")} className="text-lg font-semibold">
        {heading}
      </h3>
      {status ? <p className="mt-1 text-sm text-muted">{status}</p> : null}
      {/* The answer's key: a refused post shows what was typed, a fresh page what was saved. */}
      <Form method="post" preventScrollReset className="mt-3 space-y-4" key={answer ? "answer" : "saved"}>
        {/* Not ui/field's FormErrors: the product page's script budget has no room for that module. */}
        {answer?.banner ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
            {answer.banner}
          </p>
        ) : null}
        <input type="hidden" name="intent" value={REVIEW_INTENT} />
        <input type="hidden" name="productId" value={productId} />
        <fieldset aria-describedby={errors.stars ? id("stars-error") : undefined}>
          <legend className="field-label">{t.stars}</legend>
          <div className="flex flex-wrap gap-3">
            {[1, 2, 3, 4, 5].map((stars) => (
              <label key={stars} className="flex items-center gap-1 text-sm">
                <input type="radio" name="stars" value={stars} required defaultChecked={values.stars === String(stars)} />
                <span aria-hidden="true" className="text-amber-500">
                  {"★".repeat(stars)}
                </span>
                <span className="sr-only">{stars === 1 ? t.oneStar : fill(t.manyStars, { stars })}</span>
              </label>
            ))}
          </div>
          {errors.stars ? (
            <p id={id("stars-error")} className="field-error" role="alert">
              {errors.stars}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor={id("title")} className="field-label">
            {t.title}
          </label>
          <input
            id={id("title")}
            name="title"
            required
            maxLength={MAX_REVIEW_TITLE_LENGTH}
            defaultValue={values.title}
            dir="auto"
            className="field-input"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? id("title-error") : undefined}
          />
          {errors.title ? (
            <p id={id("title-error")} className="field-error" role="alert">
              {errors.title}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={id("text")} className="field-label">
            {t.text}
          </label>
          <textarea
            id={id("text")}
            name="text"
            required
            rows={4}
            maxLength={MAX_REVIEW_TEXT_LENGTH}
            defaultValue={values.text}
            dir="auto"
            className="field-input"
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={[id("text-hint"), errors.text ? id("text-error") : ""].join(" ").trim()}
          />
          <p id={id("text-hint")} className="mt-1 text-sm text-muted">
            {t.textHint}
          </p>
          {errors.text ? (
            <p id={id("text-error")} className="field-error" role="alert">
              {errors.text}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.saving : existing ? t.update : t.submit}
        </button>
      </Form>
    </section>
  );
}
