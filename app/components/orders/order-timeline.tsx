import { timelineLabels } from "~/lib/orders/order-labels";

export type TimelineEntry = { key: string; label: string; at: string; note: string | null };

/** The steps of an order's life, oldest first, each with its time (`labels` in the page's language). */
export function OrderTimeline({ entries, labels = timelineLabels }: { entries: TimelineEntry[]; labels?: typeof timelineLabels }) {
  return (
    <section aria-labelledby="timeline-heading" className="card">
      <h2 id="timeline-heading" className="text-lg font-semibold">
        {labels.timeline}
      </h2>
      <ol className="mt-3 space-y-3 border-s-2 border-line ps-4 text-sm">
        {entries.map((entry) => (
          <li key={entry.key}>
            <p className="font-medium">{entry.label}</p>
            <p className="text-muted">
              <time>
                <bdi>{entry.at}</bdi>
              </time>
            </p>
            {entry.note ? <p className="untrusted-text mt-1">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
