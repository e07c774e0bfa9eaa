import { Link, useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

/**
 * A back link's click: with JavaScript, one step back in history when that step is a page of ours;
 * otherwise the link is followed, so it also works without JavaScript or in a fresh tab.
 */
export function useStepBack() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      event.preventDefault();
      navigate(-1);
    }
  };
}

/** Back: one step back in history, or a plain link to `fallback`. */
export function BackLink({ fallback, label }: { fallback: string; label: string }) {
  return (
    <Link to={fallback} onClick={useStepBack()} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline">
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>{" "}
      {label}
    </Link>
  );
}
