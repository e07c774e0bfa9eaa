import type { ButtonHTMLAttributes } from "react";

type BusySubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "onClick"> & {
  /** A submission of this form is on its way: a click is ignored, and the button keeps focus. */
  busy: boolean;
};

/**
 * A submit button that, while its form is busy, is marked `aria-disabled` and ignores clicks instead
 * of being `disabled`: a disabled button drops focus to the page's top, and after the answer (a
 * refusal, a toast) the shopper would start again from there instead of beside the message.
 * `disabled` stays for what can never be sent (an out-of-stock product).
 */
export function BusySubmitButton({ busy, className = "", ...props }: BusySubmitButtonProps) {
  return (
    <button
      {...props}
      type="submit"
      className={`${className} aria-disabled:cursor-progress aria-disabled:opacity-60`}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    />
  );
}
