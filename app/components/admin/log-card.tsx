import { Link } from "@remix-run/react";

/** One entry of a back-office log: what happened, when and by whom (or a link to what did it), and the note typed with it. */
export type LogEntry = { key: string; title: string; meta: string; link?: { href: string; text: string }; note: string | null };

/** A log (an order's audit, a product's stock ledger), newest where the caller puts it. */
export function LogCard({ id, heading, empty, entries }: { id: string; heading: string; empty: string; entries: LogEntry[] }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <ul role="list" className="mt-3 divide-y divide-line text-sm">
          {entries.map((entry) => (
            <li key={entry.key} className="py-2">
              <p className="font-medium">{entry.title}</p>
              <p className="untrusted-text text-muted">
                {entry.meta}
                {entry.link ? (
                  <>
                    {" · "}
                    <Link to={entry.link.href} className="text-brand-700 underline">
                      {entry.link.text}
                    </Link>
                  </>
                ) : null}
              </p>
              {entry.note ? <p className="untrusted-text">{entry.note}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
