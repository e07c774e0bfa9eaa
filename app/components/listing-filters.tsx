import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { filterGroups, PRICE_RANGE_DEFAULT, sortModes } from "../../contract/catalogue";
import { appliedFilterCount, listingHref, parseListingQuery, type ListingQuery } from "~/lib/catalogue/listing-query";
import { fill, useLanguage, useStrings } from "~/lib/i18n/use-strings";
import { MemoizedMarkup } from "~/lib/render/markup-memo";
import type { Strings } from "~/locales/types";

const TYPING_DELAY_MS = 450;
const TICK_DELAY_MS = 150;

export const FILTERS_ID = "filters";

/**
 * The listing's controls as one GET form to /products: search, sort, the six filter groups, in
 * stock only and the price range. Without JavaScript the shopper presses Apply (or Enter in the
 * search box); with it, the listing follows each change after a short pause and Apply goes away. On small screens
 * the filters are a drawer opened by a link to #filters (CSS :target), so it opens without
 * JavaScript too; on large screens they are a sidebar.
 */
export function ListingFilters({ query }: { query: ListingQuery }) {
  const hydrated = useHydrated();
  const t = useStrings("listing");
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const lastApplied = useRef(location.search);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const applied = appliedFilterCount(query);
  // Uncontrolled fields keep what the shopper is typing; a URL we did not make (back button,
  // navigation menu, Reset Filters) starts the form afresh from that URL.
  const [formKey, setFormKey] = useState(location.search);
  useEffect(() => {
    if (location.search !== lastApplied.current) {
      lastApplied.current = location.search;
      setFormKey(location.search);
    }
  }, [location.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(form: HTMLFormElement, replace: boolean) {
    clearTimeout(timer.current);
    const href = listingHref(parseListingQuery(new FormData(form) as unknown as URLSearchParams), { page: 1 });
    const search = href.slice("/products".length);
    if (search === location.search) return;
    lastApplied.current = search;
    navigate(href, { replace, preventScrollReset: true });
  }

  function schedule(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const field = event.target as HTMLInputElement;
    const typing = field.type === "search" || field.type === "number";
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(form, field.type === "search"), typing ? TYPING_DELAY_MS : TICK_DELAY_MS);
  }

  function applyOnEnter(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    apply(event.currentTarget, false);
  }

  return (
    <Form
      key={formKey}
      method="get"
      action="/products"
      aria-label={t.formLabel}
      className="space-y-4"
      onChange={hydrated ? schedule : undefined}
      onKeyDown={hydrated ? applyOnEnter : undefined}
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        apply(event.currentTarget, false);
      }}
    >
      <div>
        <label htmlFor="listing-search" className="field-label">
          {t.searchLabel}
        </label>
        <input
          id="listing-search"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={100}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className="field-input"
        />
      </div>
      <a
        href={`#${FILTERS_ID}`}
        className="btn-secondary w-full lg:hidden"
        aria-expanded={hydrated ? drawerOpen : undefined}
        aria-controls={FILTERS_ID}
        onClick={(event) => {
          event.preventDefault();
          setDrawerOpen(true);
        }}
      >
        {applied > 0 ? fill(t.filtersCount, { count: applied }) : t.filters}
      </a>
      <div
        id={FILTERS_ID}
        className={`${drawerOpen ? "block" : "hidden"} fixed inset-0 z-40 overflow-y-auto bg-white p-5 target:block lg:static lg:z-auto lg:block lg:overflow-visible lg:p-0`}
      >
        <div className="mb-4 flex items-center justify-between lg:hidden">
          <p className="font-display text-xl font-semibold">{t.filters}</p>
          <a
            href="#product-results"
            className="btn-ghost"
            onClick={(event) => {
              event.preventDefault();
              setDrawerOpen(false);
            }}
          >
            {hydrated ? t.showResults : t.close}
          </a>
        </div>
        {/* The same for every shopper on this listing in this language: the server writes it once. */}
        <MemoizedMarkup
          as="div"
          className="space-y-5"
          memoKey={`filters ${language} ${hydrated} ${JSON.stringify([query.sort, query.categories, query.inStock, query.minPrice, query.maxPrice])}`}
        >
          <FilterFields t={t} query={query} hydrated={hydrated} />
        </MemoizedMarkup>
      </div>
    </Form>
  );
}

/** Sort, the filter groups, in stock only and the price range, drawn from the query alone. */
function FilterFields({ t, query, hydrated }: { t: Strings<"listing">; query: ListingQuery; hydrated: boolean }) {
  return (
    <>
      <div>
        <label htmlFor="listing-sort" className="field-label">
          {t.sortBy}
        </label>
        <select id="listing-sort" name="sort" defaultValue={query.sort} className="field-input">
          {sortModes.map((mode) => (
            <option key={mode.value} value={mode.value}>
              {t[`sort.${mode.value}`]}
            </option>
          ))}
        </select>
      </div>
      {filterGroups.map((group) => (
        <fieldset key={group.id}>
          <legend className="mb-2 text-sm font-semibold text-ink">{t[`group.${group.id}`]}</legend>
          <ul role="list" className="space-y-1.5">
            {group.options.map((option) => (
              <li key={option.key}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="category"
                    value={option.key}
                    defaultChecked={query.categories.includes(option.key)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {t[`filter.${option.key}`]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t.availability}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="inStock" value="1" defaultChecked={query.inStock} className="h-4 w-4 accent-brand-700" />
          {t.inStockOnly}
        </label>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t.priceRange}</legend>
        <div className="grid grid-cols-2 gap-3">
          <PriceBound id="listing-min-price" name="minPrice" label={t.minPrice} value={query.minPrice} />
          <PriceBound id="listing-max-price" name="maxPrice" label={t.maxPrice} value={query.maxPrice} />
        </div>
      </fieldset>
      {hydrated ? null : (
        <button type="submit" className="btn-primary w-full">
          {t.apply}
        </button>
      )}
    </>
  );
}

/** One end of the price range: a whole number of rupees within the catalogue's range. */
function PriceBound({ id, name, label, value }: { id: string; name: string; label: string; value: number }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={PRICE_RANGE_DEFAULT.min}
        max={PRICE_RANGE_DEFAULT.max}
        step={1}
        defaultValue={value}
        className="field-input"
      />
    </div>
  );
}
