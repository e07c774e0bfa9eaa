import type { CSSProperties } from "react";
import type { FlashMessage } from "~/lib/forms/flash";

const tone = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-stone-300 bg-stone-50 text-ink",
} as const;

/**
 * A message the server set before a redirect; it shows once, with or without JavaScript. With
 * `toastMs` (a card's add to cart, which comes back to the card) it floats under the header as the
 * toast does (`toast-success`, `toast-error`), and CSS hides it after as long: no script needed.
 */
export function FlashBanner({ message: { kind, text, toastMs } }: { message: FlashMessage }) {
  const floated = toastMs !== undefined;
  return (
    <div className={floated ? "toast-top" : "mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8"}>
      <p
        role={kind === "error" ? "alert" : "status"}
        className={
          floated
            ? `toast-text toast-expires toast-${kind}`
            : `untrusted-text rounded-md border px-4 py-3 text-sm font-medium ${tone[kind]}`
        }
        style={floated ? ({ "--toast-ms": `${toastMs}ms` } as CSSProperties) : undefined}
      >
        {text}
      </p>
    </div>
  );
}
