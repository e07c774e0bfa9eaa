import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { PageLinks } from "~/components/admin/page-links";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminProductPath, catalogueListPath, parseCatalogueQuery } from "~/lib/admin/catalogue";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { fetchAdminProducts } from "~/lib/backend/admin-products.server";
import { filterGroups } from "../../contract/catalogue";
import { lowSizesText, productStatusFilters, productStatusLabels, stockLevelLabel } from "../../contract/catalogue-admin";
import { MAX_SEARCH_LENGTH } from "../../contract/limits";
import { formatRupees } from "../../contract/money";
import { CHECK_STOCK_PER_SIZE } from "../../contract/variants";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta("Products", error);

export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  const query = parseCatalogueQuery(new URL(args.request.url).searchParams);
  const list = await fetchAdminProducts(operator.token, query);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return data(
    {
      query,
      lowStockThreshold: list.lowStockThreshold,
      rows: list.rows.map((row) => ({
        id: row._id,
        name: row.name,
        price: formatRupees(row.price),
        stock: row.stock,
        level: stockLevelLabel(row),
        lowSizes: lowSizesText(row.lowSizes),
        checkStockPerSize: row.checkStockPerSize,
        status: productStatusLabels[row.status],
        pinned: row.pinned,
        markedNew: row.markedNew,
      })),
      total: list.total,
      previous: list.page > 1 ? catalogueListPath({ ...query, page: list.page - 1 }) : null,
      next: list.page < pages ? catalogueListPath({ ...query, page: list.page + 1 }) : null,
      pageLabel: `Page ${list.page} of ${pages}`,
    },
    { headers: ADMIN_HEADERS },
  );
}

export default function AdminProducts() {
  const { query, lowStockThreshold, rows, total, previous, next, pageLabel } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="page-title">Products</h1>
        <Link to="/admin/products/new" className="btn-primary">
          New product
        </Link>
      </div>

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="catalogue-search" className="field-label">
            Search by name or URL id
          </label>
          <input
            id="catalogue-search"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={MAX_SEARCH_LENGTH}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="catalogue-category" className="field-label">
            Category
          </label>
          <select id="catalogue-category" name="category" defaultValue={query.category} className="field-input">
            <option value="">All categories</option>
            {filterGroups.map((group) => (
              <optgroup key={group.id} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="catalogue-status" className="field-label">
            Status
          </label>
          <select id="catalogue-status" name="status" defaultValue={query.status} className="field-input">
            {productStatusFilters.map((status) => (
              <option key={status} value={status}>
                {status === "all" ? "All statuses" : productStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" name="lowStock" value="1" defaultChecked={query.lowStock} />
          Low stock first ({lowStockThreshold} or fewer)
        </label>
        <button type="submit" className="btn-primary">
          Show
        </button>
      </Form>

      {rows.length === 0 ? (
        <p className="card mt-6 text-center text-muted">No products match.</p>
      ) : (
        <AdminTable columns={["Product", "URL id", "Price", "Stock", "Status"]} stacked>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line">
              <th scope="row" className="px-2 py-2 font-medium">
                <Link to={adminProductPath(row.id)} className="text-brand-700 underline">
                  {row.name}
                </Link>
                {row.pinned ? <span className="ms-2 text-xs text-muted">Pinned best seller</span> : null}
                {row.markedNew ? <span className="ms-2 text-xs text-muted">Marked new</span> : null}
              </th>
              <td data-label="URL id" className="px-2 py-2 font-mono break-all">
                {row.id}
              </td>
              <td data-label="Price" className="px-2 py-2 whitespace-nowrap">
                {row.price}
              </td>
              <td data-label="Stock" className="px-2 py-2">
                {row.stock}
                {row.level ? (
                  <span className="ms-2 rounded bg-amber-100 px-1.5 text-xs font-medium whitespace-nowrap text-amber-900">{row.level}</span>
                ) : null}
                {row.lowSizes ? <span className="block text-xs text-muted">{row.lowSizes}</span> : null}
                {row.checkStockPerSize ? (
                  <span className="ms-2 rounded bg-sky-100 px-1.5 text-xs font-medium whitespace-nowrap text-sky-900">
                    {CHECK_STOCK_PER_SIZE}
                  </span>
                ) : null}
              </td>
              <td data-label="Status" className="px-2 py-2">
                {row.status}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <PageLinks label={`${pageLabel} · ${total} products`} previous={previous} next={next} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
