import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useDebounceSubmit } from "remix-utils/use-debounce-submit";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { filterGroups, hasActiveFilters, orderQueryParams, sortOptions, type OrderQuery } from "~/lib/orders/order-filters";
import { localLabel, localPaymentMethod } from "~/lib/orders/order-strings";

const SEARCH_DEBOUNCE_MS = 350;

/**
 * Search, sort and the filter panel: one GET form, so every choice lives in the URL and works
 * without JavaScript (Apply); with JavaScript each change applies by itself.
 */
export function OrderFiltersForm({ query }: { query: OrderQuery }) {
  const submit = useDebounceSubmit();
  const location = useLocation();
  const chosenCount = query.orderStatus.length + query.paymentStatus.length + query.paymentMethod.length;
  const t = useStrings("orders");
  const optionLabel = (group: (typeof filterGroups)[number]["key"], value: string) =>
    group === "paymentMethod" ? localPaymentMethod(value, t) : localLabel(t, group === "orderStatus" ? "status" : "payment", value);

  // The inputs are uncontrolled: they follow the URL when it changes from elsewhere (Clear
  // Filters, Back), but not while the shopper's own typing is on its way to the URL.
  const [formKey, setFormKey] = useState(0);
  const ownChange = useRef(false);
  const lastSearch = useRef(location.search);
  useEffect(() => {
    if (location.search === lastSearch.current) return;
    lastSearch.current = location.search;
    if (ownChange.current) ownChange.current = false;
    else setFormKey((key) => key + 1);
  }, [location.search]);

  function applyLive(event: FormEvent<HTMLFormElement>) {
    const typing = (event.target as HTMLInputElement).type === "search";
    ownChange.current = true;
    submit(event.currentTarget, { replace: true, preventScrollReset: true, debounceTimeout: typing ? SEARCH_DEBOUNCE_MS : 0 });
  }

  return (
    <Form key={formKey} method="get" action="/orders" role="search" aria-label={t.filtersLabel} onChange={applyLive} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="order-search" className="sr-only">
            {t.searchOrders}
          </label>
          <input
            id="order-search"
            type="search"
            name={orderQueryParams.search}
            defaultValue={query.search}
            placeholder={t.searchPlaceholder}
            maxLength={200}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="order-sort" className="field-label">
            {t.sortBy}
          </label>
          <select id="order-sort" name={orderQueryParams.sort} defaultValue={query.sort} className="field-input">
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t[`sort.${option.value}`]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          {t.apply}
        </button>
      </div>

      <details open={chosenCount > 0} className="rounded-md border border-line">
        <summary className="px-4 py-2 font-medium">
          {t.filters}
          {chosenCount > 0 ? (
            <span className="ms-2 rounded-full bg-brand-100 px-2 text-xs text-brand-900">{fill(t.selected, { count: chosenCount })}</span>
          ) : null}
        </summary>
        <div className="grid gap-6 border-t border-line p-4 sm:grid-cols-3">
          {filterGroups.map((group) => (
            <fieldset key={group.key}>
              <legend className="text-sm font-semibold">{t[`legend.${group.key}`]}</legend>
              <div className="mt-2 space-y-2">
                {group.options.map((option) => {
                  const id = `filter-${group.param}-${option.value}`;
                  return (
                    <div key={option.value} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        id={id}
                        name={group.param}
                        value={option.value}
                        defaultChecked={(query[group.key] as string[]).includes(option.value)}
                        className="h-4 w-4 accent-brand-700"
                      />
                      <label htmlFor={id} className="text-sm">
                        {optionLabel(group.key, option.value)}
                      </label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="flex flex-wrap gap-3 border-t border-line px-4 py-3">
          <button type="submit" className="btn-primary">
            {t.applyFilters}
          </button>
          <Link to="/orders" className={hasActiveFilters(query) || query.sort !== "newest" ? "btn-secondary" : "btn-ghost"}>
            {t.clearFilters}
          </Link>
        </div>
      </details>
    </Form>
  );
}
