import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useRouteError } from "@remix-run/react";
import { ImportFileFields } from "~/components/admin/import-file-fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { importAction } from "~/lib/admin/import-action.server";
import { adminOrderPath, queuePath } from "~/lib/admin/queue";
import { importRemittances } from "~/lib/backend/admin-orders.server";
import {
  REMITTANCE_PAGE_TITLE,
  remittanceColumns,
  remittanceReportHeading,
  type RemittanceReportJson,
} from "../../contract/order-lifecycle/remittances";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta(REMITTANCE_PAGE_TITLE, error);

export async function loader(args: LoaderFunctionArgs) {
  await requireOperator(args);
  return data(null, { headers: ADMIN_HEADERS });
}

/** The report is the answer, shown in place: what was recorded, and every row left for the operator to check. */
export const action = (args: ActionFunctionArgs) =>
  importAction(args, "The payment report could not be imported", (token, file) => importRemittances(token, file));

export default function CourierPayments() {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({ id: "payment-report", lastResult: answer?.result as SubmissionResult<string[]> | undefined });
  return (
    <div className="page max-w-3xl">
      <Link to={queuePath({ tab: "delivered" })} className="text-sm font-medium text-brand-700 underline">
        ← Delivered orders
      </Link>
      <h1 className="page-title mt-3">{REMITTANCE_PAGE_TITLE}</h1>
      <p className="mt-2 text-muted">
        A courier&apos;s payment report, CSV or XLSX, with the columns “{remittanceColumns.reference}”, “{remittanceColumns.amount}”, “
        {remittanceColumns.charges}” and “{remittanceColumns.date}”. Each delivered order it pays in full is marked remitted; every other
        row is listed below for you to check, and nothing is recorded twice.
      </p>
      {answer?.report ? <PaymentReport report={answer.report} /> : null}
      <Form method="post" encType="multipart/form-data" className="card mt-6 space-y-4" {...getFormProps(form)}>
        <FormErrorSummary form={form} fields={[fields.file, fields.csv]} />
        <ImportFileFields file={fields.file} csv={fields.csv} />
        <button type="submit" className="btn-primary" disabled={busy}>
          Import payments
        </button>
      </Form>
    </div>
  );
}

function PaymentReport({ report }: { report: RemittanceReportJson }) {
  return (
    <section aria-labelledby="report-heading" aria-live="polite" className="card mt-6">
      <h2 id="report-heading" className="text-lg font-semibold">
        {remittanceReportHeading(report.recorded, report.listed)}
      </h2>
      <ul role="list" className="mt-3 divide-y divide-line text-sm">
        {report.rows.map((row) => (
          <li key={row.line} className="py-2" data-testid="payment-row">
            Line {row.line}: <span className="untrusted-text font-mono">{row.reference || "—"}</span>
            {row.orderId && row.orderId !== row.reference ? (
              <>
                {" "}
                (
                <Link to={adminOrderPath(row.orderId)} className="text-brand-700 underline">
                  {row.orderId}
                </Link>
                )
              </>
            ) : null}{" "}
            — {row.recorded ? "Remitted" : <span className="untrusted-text text-red-800">Check: {row.problem}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
