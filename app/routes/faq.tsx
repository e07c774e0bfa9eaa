import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { faqCategories, faqEntries, filterFaq, isFaqCategory } from "~/lib/content/faq";
import { pageMeta } from "~/lib/site/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Frequently Asked Questions",
    description: "Answers about orders, payment, delivery, returns, our cookware and your account at Cookware.pk.",
  });

/**
 * Search and chips are a GET form, so the filter lives in the URL and works without JavaScript.
 * With JavaScript the list also narrows as the shopper types, without a round trip.
 */
export default function FaqPage() {
  const [searchParams] = useSearchParams();
  const urlQuery = searchParams.get("q") ?? "";
  const rawCategory = searchParams.get("category");
  const category = isFaqCategory(rawCategory) ? rawCategory : null;
  const [query, setQuery] = useState(urlQuery);
  // A new ?q= (a submitted search, Back) replaces what was typed: adjusted while rendering, not in an effect.
  const [shownUrlQuery, setShownUrlQuery] = useState(urlQuery);
  if (urlQuery !== shownUrlQuery) {
    setShownUrlQuery(urlQuery);
    setQuery(urlQuery);
  }

  const entries = filterFaq(faqEntries, { query, category });
  const filtering = Boolean(query.trim()) || category !== null;

  return (
    <div className="page">
      <h1 className="page-title">Frequently Asked Questions</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">Find answers about ordering, delivery, returns, our cookware and your account.</p>

      <Form method="get" action="/faq" role="search" aria-label="Search the FAQ" className="mt-8 max-w-3xl" preventScrollReset>
        <label htmlFor="faq-search" className="field-label">
          Search questions and answers
        </label>
        <div className="flex gap-2">
          <input
            id="faq-search"
            name="q"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder="e.g. delivery, JazzCash, returns"
            className="field-input"
          />
          {/* The default button: Enter in the box searches within the chosen category. */}
          <button type="submit" name="category" value={category ?? ""} className="btn-primary">
            Search
          </button>
        </div>
        <fieldset className="mt-4">
          <legend className="sr-only">Category</legend>
          <div className="flex flex-wrap gap-2">
            <Chip label="All" value="" pressed={category === null} />
            {faqCategories.map((entry) => (
              <Chip key={entry.value} label={entry.label} value={entry.value} pressed={category === entry.value} />
            ))}
          </div>
        </fieldset>
      </Form>

      <p role="status" className="mt-6 text-sm text-muted">
        {filtering ? `${entries.length} ${entries.length === 1 ? "question" : "questions"} found` : `${entries.length} questions`}
      </p>

      {entries.length > 0 ? (
        <ul role="list" className="mt-3 max-w-3xl divide-y divide-line rounded-lg border border-line bg-white">
          {entries.map((entry) => (
            <li key={entry.question}>
              <details className="group" open={Boolean(query.trim()) || undefined}>
                <summary className="flex items-center justify-between gap-4 px-5 py-4 font-medium">
                  <span>{entry.question}</span>
                  <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="px-5 pb-5 text-muted">{entry.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <div className="card mt-3 max-w-3xl">
          <p className="font-medium">No questions match your search.</p>
          <p className="mt-2 text-sm text-muted">
            Try other words,{" "}
            <Link to="/faq" className="font-medium text-brand-700 underline">
              show all questions
            </Link>{" "}
            or{" "}
            <Link to="/contact-us" className="font-medium text-brand-700 underline">
              ask us directly
            </Link>
            .
          </p>
        </div>
      )}
    </div>
  );
}

function Chip({ label, value, pressed }: { label: string; value: string; pressed: boolean }) {
  return (
    <button
      type="submit"
      name="category"
      value={value}
      aria-pressed={pressed}
      className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
        pressed ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-ink hover:border-brand-700"
      }`}
    >
      {label}
    </button>
  );
}
