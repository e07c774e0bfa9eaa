import { Form, Link, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { faqCategories, faqEntries, filterFaq, isFaqCategory } from "~/lib/content/faq";
import { namespaceMeta } from "~/lib/i18n/page-meta";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { deliveryPageData } from "~/lib/content/delivery-page.server";
import { useDeliveryChargesText } from "~/lib/content/use-delivery-charges";
import { rich } from "~/lib/i18n/rich";
import { fill, useStrings } from "~/lib/i18n/use-strings";

export const meta = namespaceMeta("faq");

export const loader = (args: LoaderFunctionArgs) => deliveryPageData(args, "faq");

const link = "font-medium text-brand-700 underline";

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

  const t = useStrings("faq");
  const deliveryCharges = useDeliveryChargesText();
  // The search runs over the questions as this page's language words them.
  const localEntries = faqEntries.map((entry, index) => ({
    category: entry.category,
    question: t[`q${index + 1}`],
    answer: fill(t[`a${index + 1}`], { deliveryCharges }),
  }));
  const entries = filterFaq(localEntries, { query, category });
  const filtering = Boolean(query.trim()) || category !== null;

  return (
    <div className="page">
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{t.lead}</p>

      <Form method="get" action="/faq" role="search" aria-label={t.searchLabel} className="mt-8 max-w-3xl" preventScrollReset>
        <label htmlFor="faq-search" className="field-label">
          {t.searchField}
        </label>
        <div className="flex gap-2">
          <input
            id="faq-search"
            name="q"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={t.placeholder}
            className="field-input"
          />
          {/* The default button: Enter in the box searches within the chosen category. */}
          <button type="submit" name="category" value={category ?? ""} className="btn-primary">
            {t.search}
          </button>
        </div>
        <fieldset className="mt-4">
          <legend className="sr-only">{t.category}</legend>
          <div className="flex flex-wrap gap-2">
            <Chip label={t.all} value="" pressed={category === null} />
            {faqCategories.map((entry) => (
              <Chip key={entry.value} label={t[`category.${entry.value}`]} value={entry.value} pressed={category === entry.value} />
            ))}
          </div>
        </fieldset>
      </Form>

      <p role="status" className="mt-6 text-sm text-muted">
        {fill(filtering ? (entries.length === 1 ? t.foundOne : t.foundMany) : t.count, { count: entries.length })}
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
          <p className="font-medium">{t.noMatch}</p>
          <p className="mt-2 text-sm text-muted">
            {rich(t.tryOther, {
              showAll: (
                <Link to="/faq" className={link}>
                  {t.showAll}
                </Link>
              ),
              askUs: (
                <Link to="/contact-us" className={link}>
                  {t.askUs}
                </Link>
              ),
            })}
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
