import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ImportFileFields } from "~/components/admin/import-file-fields";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { importAction } from "~/lib/admin/import-action.server";
import { importCourierCsv } from "~/lib/backend/admin-orders.server";
import type { CsvImportReportJson } from "../../contract/order-lifecycle/answers";
import { couriers, csvImportColumns } from "../../contract/order-lifecycle/couriers";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta("Import tracking IDs", error);

export async function loader(args: LoaderFunctionArgs) {
  await requireOperator(args);
  return data(null, { headers: ADMIN_HEADERS });
}

/** The report is the answer: shown in place (posting the same file again ships nothing twice). */
export const action = (args: ActionFunctionArgs) =>
  importAction(args, "The CSV could not be imported", (token, file, form) => importCourierCsv(token, file, form.courier));

export default function ImportTrackingIds() {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({ id: "courier-csv", lastResult: answer?.result as SubmissionResult<string[]> | undefined });
  return (
    <div className="page max-w-3xl">
      <Link to="/admin/orders?tab=to-ship" className="text-sm font-medium text-brand-700 underline">
        ← Orders to ship
      </Link>
      <h1 className="page-title mt-3">Import tracking IDs</h1>
      <p className="mt-2 text-muted">
        A CSV or XLSX file (the booking file sent back will do) with the columns “{csvImportColumns.orderId}”, “
        {csvImportColumns.trackingId}” and, optionally, “{csvImportColumns.courier}”: each confirmed order in it is marked as shipped.
      </p>
      {answer?.report ? <ImportReport report={answer.report} /> : null}
      <Form method="post" encType="multipart/form-data" className="card mt-6 space-y-4" {...getFormProps(form)}>
        <FormErrorSummary form={form} fields={[fields.file, fields.csv, fields.courier]} />
        <ImportFileFields file={fields.file} csv={fields.csv} />
        <div>
          <label htmlFor={fields.courier.id} className="field-label">
            Courier, for rows without a “{csvImportColumns.courier}” column
          </label>
          <select
            id={fields.courier.id}
            name={fields.courier.name}
            defaultValue={String(fields.courier.initialValue ?? "")}
            aria-describedby={fields.courier.errors ? fields.courier.errorId : undefined}
            className="field-input"
          >
            <option value="">Choose a courier</option>
            {couriers.map((courier) => (
              <option key={courier} value={courier}>
                {courier}
              </option>
            ))}
          </select>
          {fields.courier.errors ? (
            <p id={fields.courier.errorId} className="field-error">
              {fields.courier.errors[0]}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          Import
        </button>
      </Form>
    </div>
  );
}

function ImportReport({ report }: { report: CsvImportReportJson }) {
  return (
    <section aria-labelledby="report-heading" aria-live="polite" className="card mt-6">
      <h2 id="report-heading" className="text-lg font-semibold">
        {report.accepted} marked as shipped, {report.refused} refused
      </h2>
      <ul role="list" className="mt-3 divide-y divide-line text-sm">
        {report.rows.map((row) => (
          <li key={row.line} className="py-2">
            Line {row.line}: <span className="untrusted-text font-mono">{row.orderId || "—"}</span> —{" "}
            {row.accepted ? "Shipped" : <span className="untrusted-text text-red-800">Refused: {row.error}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
