import { useEffect, useRef, type MouseEvent } from "react";

export type SummaryError = { message: string; fieldId?: string };

/**
 * Everything a refused form post got wrong, at the top of the form: on a phone without JavaScript the
 * messages beside the fields can be a long scroll away. It takes the focus when it appears, so the
 * page opens on it, and each message links to its field. Its list has the id the form's
 * aria-describedby names (Conform's `form.errorId`), so the form is described by its problems.
 */
export function ErrorSummary(props: SummaryProps) {
  if (props.errors.length === 0) return null;
  return <FocusedSummary {...props} />;
}

type SummaryProps = { id: string; listId: string; heading: string; errors: SummaryError[] };

function FocusedSummary({ id, listId, heading, errors }: SummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  // autoFocus is the browser's on a page load; React does not focus a div that mounts later (a refusal
  // answered in the browser), and Conform has just focused the first invalid field: the effect comes after.
  useEffect(() => box.current?.focus(), []);
  // A summary already shown stays mounted through the next refused submit, where Conform focuses the
  // first invalid field again: the summary takes the focus back once Conform is done. A submit that
  // passes leaves no summary to focus.
  useEffect(() => {
    const form = box.current?.closest("form");
    const refocus = () => requestAnimationFrame(() => box.current?.focus());
    form?.addEventListener("submit", refocus);
    return () => form?.removeEventListener("submit", refocus);
  }, []);
  return (
    <div
      ref={box}
      id={id}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the summary is where a refused post must land
      autoFocus
      role="group"
      aria-labelledby={`${id}-heading`}
      className="rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        {heading}
      </h2>
      <ul id={listId} role="list" className="mt-2 space-y-1 text-sm">
        {errors.map(({ message, fieldId }) => (
          <li key={`${fieldId ?? ""}:${message}`}>
            {fieldId ? (
              <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)} className="font-medium underline">
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Without JavaScript the link scrolls to its field. With it, the cursor goes into the field, ready to
 * correct, and the address keeps no #: a changed address is a new location to the router, and a form
 * keyed on it (contact's, emptied after a send) would start again empty.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
}
