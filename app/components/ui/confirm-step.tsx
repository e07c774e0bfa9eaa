import { Link, useLocation } from "@remix-run/react";
import { useEffect, type FormEvent, type ReactNode, type RefObject } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CONFIRM_FIELD, CONFIRMED } from "~/lib/forms/confirm-field";

/**
 * The form's submit handler with JavaScript: a submit that is not the question's answer (once the form's
 * own checks have passed) opens the question instead of posting.
 */
export function askBeforeSubmit(dialog: RefObject<HTMLDialogElement>) {
  return (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === CONFIRM_FIELD) return;
    event.preventDefault();
    dialog.current?.showModal();
  };
}

/**
 * A step that cannot be undone asks once more, inside its own form (so every field goes with the answer).
 * Without JavaScript the first submit comes back with `asking` and the question is rendered open in the
 * page; with it, the form's submit handler (`askBeforeSubmit`) opens the same question as a modal dialog
 * and nothing is posted until the answer is yes. "Keep" closes it (without JavaScript, a link back to the
 * page as it was).
 */
export function ConfirmStep({
  id,
  dialog,
  label,
  question,
  confirmLabel,
  keepLabel,
  asking,
  busy,
  buttonClassName,
}: {
  id: string;
  dialog: RefObject<HTMLDialogElement>;
  label: string;
  question: string;
  confirmLabel: string;
  keepLabel: string;
  asking: boolean;
  busy: boolean;
  buttonClassName: string;
}): ReactNode {
  const hydrated = useHydrated();
  const location = useLocation();
  const headingId = `${id}-question`;
  // Asked by the server (the first post went before JavaScript ran): the question opens and takes the focus.
  useEffect(() => {
    if (!asking || !dialog.current) return;
    if (hydrated && !dialog.current.open) dialog.current.showModal();
    dialog.current.querySelector<HTMLElement>(`#${headingId}`)?.focus();
  }, [asking, hydrated, headingId, dialog]);
  return (
    <>
      <button type="submit" className={buttonClassName} disabled={busy}>
        {label}
      </button>
      <dialog
        ref={dialog}
        open={asking && !hydrated ? true : undefined}
        aria-labelledby={headingId}
        className="card mt-3 w-full max-w-md space-y-3 backdrop:bg-black/40 open:block"
      >
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, only autofocus can take the shopper to the question their own submit asked for */}
        <h3 id={headingId} tabIndex={-1} autoFocus={asking && !hydrated} className="text-lg font-semibold">
          {question}
        </h3>
        <div className="flex flex-wrap gap-3">
          {/* Closed as it submits: a field the form's own check then refuses is shown, not hidden behind the dialog. */}
          <button
            type="submit"
            name={CONFIRM_FIELD}
            value={CONFIRMED}
            className="btn-primary"
            disabled={busy}
            onClick={hydrated ? () => dialog.current?.close() : undefined}
          >
            {confirmLabel}
          </button>
          {hydrated ? (
            <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
              {keepLabel}
            </button>
          ) : (
            <Link to={location.pathname + location.search} className="btn-secondary">
              {keepLabel}
            </Link>
          )}
        </div>
      </dialog>
    </>
  );
}
