import { Counter } from "prom-client";
import { metricsRegistry } from "../../contract/server/metrics";

/** What an outbox row is sent as: an email, or a shopper's message by the messenger's channel. */
export const outboxKinds = ["email", "whatsapp", "sms", "file"] as const;
export type OutboxKind = (typeof outboxKinds)[number];

const failures = new Counter({
  name: "cookware_outbox_send_failures_total",
  help: "Outbox sends that failed, by kind (each attempt; the row is retried later)",
  labelNames: ["kind"],
  registers: [metricsRegistry()],
});
const givenUp = new Counter({
  name: "cookware_outbox_given_up_total",
  help: "Outbox rows marked failed after their last attempt, by kind",
  labelNames: ["kind"],
  registers: [metricsRegistry()],
});
for (const kind of outboxKinds) {
  failures.labels(kind).inc(0);
  givenUp.labels(kind).inc(0);
}

/** A send failed; `final` when it was the row's last attempt. */
export function countOutboxFailure(kind: OutboxKind, final: boolean): void {
  failures.labels(kind).inc();
  if (final) givenUp.labels(kind).inc();
}
