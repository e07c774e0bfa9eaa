import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { type CustomerRowView, CustomerTable } from "~/components/admin/customer-table";
import { PageLinks } from "~/components/admin/page-links";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { customerActionFromForm } from "~/lib/admin/customer-actions.server";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { fetchCustomers } from "~/lib/backend/admin-customers.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { formatDateTime, formatShortDate } from "~/lib/site/dates";
import { MAX_SEARCH_LENGTH } from "../../contract/limits";
import { CUSTOMERS_EMPTY, CUSTOMERS_NOTHING, customersQuery, MAX_BLOCK_REASON_LENGTH } from "../../contract/order-lifecycle/customers";
import { listPageLabel, pageCount } from "../../contract/order-lifecycle/queue";
import { localMobile } from "../../contract/phone";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta("Customers", error);

const listPath = (q: string | undefined, page: number) => {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `/admin/customers${params.size ? `?${params}` : ""}`;
};

export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  const query = customersQuery.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const list = await fetchCustomers(operator.token, query);
  const pages = pageCount(list);
  const pageOf = (page: number) => (page >= 1 && page <= pages ? listPath(query.q, page) : null);
  return data(
    {
      q: query.q ?? "",
      rows: list.rows.map<CustomerRowView>((row) => ({
        phone: row.phone,
        localPhone: localMobile(row.phone),
        name: row.name,
        orders: row.orders,
        delivered: row.delivered,
        refused: row.refused,
        cancelled: row.cancelled,
        lastOrder: row.lastOrderAt ? formatShortDate(row.lastOrderAt) : "—",
        block: row.block ? { reason: row.block.reason, by: row.block.byEmail ?? "an operator", at: formatDateTime(row.block.at) } : null,
      })),
      // Past the count's limit the page says how far it counted: "Page 1 of 500+ · 10,000+ phones".
      pageLabel: listPageLabel(list, "phones"),
      previous: pageOf(list.page - 1),
      next: pageOf(list.page + 1),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args);
  const posted = await signedInPost(args);
  return customerActionFromForm(args.request, posted.viewer.token, posted.formData);
}

export default function AdminCustomers() {
  const { q, rows, previous, next, pageLabel } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const listed = answer ? rows.some((row) => row.phone === answer.phone) : false;
  return (
    <div className="page">
      <h1 className="page-title">Customers</h1>
      {answer ? (
        <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          <p>{answer.message}</p>
        </div>
      ) : null}

      <Form method="post" className="card mt-6 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="block" />
        <div>
          <label htmlFor="block-phone" className="field-label">
            Phone to block
          </label>
          <input
            id="block-phone"
            name="phone"
            type="tel"
            required
            defaultValue={answer && !listed ? answer.phone : ""}
            placeholder="0300 1234567"
            className="field-input"
          />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor="block-reason" className="field-label">
            Reason
          </label>
          <input
            id="block-reason"
            name="reason"
            required
            maxLength={MAX_BLOCK_REASON_LENGTH}
            defaultValue={answer && !listed ? answer.reason : ""}
            className="field-input"
          />
        </div>
        <button type="submit" className="btn-primary">
          Block phone
        </button>
      </Form>

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="customer-search" className="field-label">
            Search by phone
          </label>
          <input id="customer-search" name="q" type="search" defaultValue={q} maxLength={MAX_SEARCH_LENGTH} className="field-input" />
        </div>
        <button type="submit" className="btn-secondary">
          Search
        </button>
        {q ? (
          <Link to="/admin/customers" className="py-2 text-sm font-medium text-brand-700 underline">
            Clear search
          </Link>
        ) : null}
      </Form>

      {rows.length === 0 ? (
        <p className="card mt-6 text-center text-muted">{q ? CUSTOMERS_NOTHING : CUSTOMERS_EMPTY}</p>
      ) : (
        <CustomerTable rows={rows} refused={answer && listed ? answer : null} />
      )}
      <PageLinks label={pageLabel} previous={previous} next={next} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
