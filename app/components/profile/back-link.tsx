import { Link, useNavigate } from "@remix-run/react";

/**
 * Back: one step back in history when the shopper came from a page of ours (with JavaScript),
 * otherwise a plain link to `fallback`, so it also works without JavaScript or in a fresh tab.
 */
export function BackLink({ fallback, label = "Back" }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={fallback}
      onClick={(event) => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) {
          event.preventDefault();
          navigate(-1);
        }
      }}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
