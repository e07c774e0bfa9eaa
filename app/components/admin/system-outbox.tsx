import { Form } from "@remix-run/react";
import type { SystemView } from "~/lib/admin/system-view";
import { AdminTable, LabelledCell } from "./admin-table";

/** The outbox: what waits and what gave up per kind, then the newest failures with their reasons and "Retry now". */
export function SystemOutbox({ view }: { view: SystemView }) {
  return (
    <section aria-labelledby="outbox-heading" className="card mt-6">
      <h2 id="outbox-heading" className="text-lg font-semibold">
        Emails and messages
      </h2>
      <AdminTable columns={["Kind", "Waiting to be sent", "Given up"]}>
        {view.outboxKinds.map((row) => (
          <tr key={row.kind} className="border-b border-line">
            <th scope="row" className="px-2 py-2 text-left font-medium">
              {row.kind}
            </th>
            <td className="px-2 py-2">{row.backlog}</td>
            <td className="px-2 py-2">{row.failed}</td>
          </tr>
        ))}
      </AdminTable>

      <h3 className="mt-6 font-semibold">Last failures</h3>
      {view.failures.length === 0 ? (
        <p className="mt-2 text-muted">No email or message has failed.</p>
      ) : (
        <>
          <AdminTable columns={["Sent to", "Kind", "Subject", "Reason", "State", "Queued", "Retry"]} stacked>
            {view.failures.map((failure) => (
              <tr key={failure.id} className="border-b border-line">
                <th scope="row" className="px-2 py-2 text-left align-top font-medium break-all">
                  {failure.recipient}
                </th>
                <LabelledCell label="Kind">{failure.kind}</LabelledCell>
                <LabelledCell label="Subject">{failure.subject}</LabelledCell>
                <LabelledCell label="Reason" className="break-words">
                  {failure.reason}
                </LabelledCell>
                <LabelledCell label="State">{failure.state}</LabelledCell>
                <LabelledCell label="Queued">{failure.created}</LabelledCell>
                <LabelledCell label="Retry">
                  {failure.retryable ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="id" value={failure.id} />
                      <button type="submit" className="btn-secondary" aria-label={`Retry now: ${failure.subject} to ${failure.recipient}`}>
                        Retry now
                      </button>
                    </Form>
                  ) : (
                    "Retries on its own"
                  )}
                </LabelledCell>
              </tr>
            ))}
          </AdminTable>
          {view.anyRetryable ? (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="retry-all" />
              <button type="submit" className="btn-primary">
                Retry all that gave up or wait long
              </button>
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}
