import { Form } from "@remix-run/react";
import type { SystemView } from "~/lib/admin/system-view";
import { AdminTable, LabelledCell, RowHeader } from "./admin-table";
import { SystemCard } from "./system-sections";

/** The outbox: what waits and what gave up per kind, then the newest failures with their reasons and "Retry now". */
export function SystemOutbox({ view }: { view: SystemView }) {
  return (
    <SystemCard id="outbox" title="Emails and messages">
      <AdminTable columns={["Kind", "Waiting to be sent", "Given up"]}>
        {view.outboxKinds.map((row) => (
          <tr key={row.kind} className="border-b border-line">
            <RowHeader>{row.kind}</RowHeader>
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
                <RowHeader className="break-all">{failure.recipient}</RowHeader>
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
    </SystemCard>
  );
}
