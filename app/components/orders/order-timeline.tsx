export type TimelineEntry = { key: string; label: string; at: string; note: string | null };

/** The steps of an order's life, oldest first, each with its time. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section aria-labelledby="timeline-heading" className="card">
      <h2 id="timeline-heading" className="text-lg font-semibold">
        Timeline
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-line pl-4 text-sm">
        {entries.map((entry) => (
          <li key={entry.key}>
            <p className="font-medium">{entry.label}</p>
            <p className="text-muted">
              <time>{entry.at}</time>
            </p>
            {entry.note ? <p className="untrusted-text mt-1">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
