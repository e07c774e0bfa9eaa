import { Link } from "@remix-run/react";

/** A back-office list's paging: where it is, how many in all, and the links either way (plain links, no script needed). */
export function PageLinks({ label, previous, next }: { label: string; previous: string | null; next: string | null }) {
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <span>{label}</span>
      {previous ? (
        <Link to={previous} className="btn-secondary">
          Previous page
        </Link>
      ) : null}
      {next ? (
        <Link to={next} className="btn-secondary">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
