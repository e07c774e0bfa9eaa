import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TextAreaField } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, asShopperNotFound, requireOperator } from "~/lib/admin/operator.server";
import { importCourierCsv } from "~/lib/backend/admin-orders.server";
import { backendFailure } from "~/lib/forms/action-answers.server";
import { parseForm } from "~/lib/forms/form-data.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { CourierCsvSchema, importedFile } from "~/lib/schemas/courier-csv";
import type { CsvImportReportJson } from "../../contract/order-lifecycle/answers";
import { couriers, csvImportColumns } from "../../contract/order-lifecycle/couriers";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta("Import tracking IDs", error);

export async function loader(args: LoaderFunctionArgs) {
  await requireOperator(args);
  return data(null, { headers: ADMIN_HEADERS });
}

type ImportAnswer = { result: SubmissionResult<string[]>; report: CsvImportReportJson | null };

/** The report is the answer: shown in place (posting the same file again ships nothing twice). */
export async function action(args: ActionFunctionArgs) {
  const { formData } = await signedInPost(args);
  const operator = await requireOperator(args);
  const submission = parseForm(formData, CourierCsvSchema);
  if (submission.status !== "success") return data<ImportAnswer>({ result: submission.reply(), report: null }, { status: 400 });
  try {
    const report = await importCourierCsv(operator.token, await importedFile(submission.value), submission.value.courier);
    return data<ImportAnswer>({ result: submission.reply({ resetForm: true }), report }, { headers: ADMIN_HEADERS });
  } catch (error) {
    const notFound = asShopperNotFound(error);
    if (notFound !== error) throw notFound;
    const failure = backendFailure(error, "The CSV could not be imported");
    return data<ImportAnswer>({ result: submission.reply({ formErrors: [failure.message] }), report: null }, { status: failure.status });
  }
}

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
        <div>
          <label htmlFor={fields.file.id} className="field-label">
            CSV or XLSX file
          </label>
          <input
            id={fields.file.id}
            name={fields.file.name}
            type="file"
            accept=".csv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={fields.file.errors ? fields.file.errorId : undefined}
            className="field-input"
          />
          {fields.file.errors ? (
            <p id={fields.file.errorId} className="field-error">
              {fields.file.errors[0]}
            </p>
          ) : null}
        </div>
        <TextAreaField
          label="Or paste the CSV"
          errors={fields.csv.errors}
          errorId={fields.csv.errorId}
          textareaProps={{ ...getTextareaProps(fields.csv), rows: 6, className: "field-input font-mono" }}
        />
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
