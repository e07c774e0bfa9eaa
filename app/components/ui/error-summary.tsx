import { useEffect, useRef, type MouseEvent } from "react";

export type SummaryError = { message: string; fieldId?: string };

/**
 * Everything a refused form post got wrong, at the top of the form: on a phone without JavaScript the
 * messages beside the fields can be a long scroll away. It takes the focus when it appears, so the
 * page opens on it, and each message links to its field.
 */
export function ErrorSummary({ id, heading, errors }: { id: string; heading: string; errors: SummaryError[] }) {
  if (errors.length === 0) return null;
  return <FocusedSummary id={id} heading={heading} errors={errors} />;
}

function FocusedSummary({ id, heading, errors }: { id: string; heading: string; errors: SummaryError[] }) {
  const box = useRef<HTMLDivElement>(null);
  // autoFocus is the browser's on a page load; React does not focus a div that mounts later (a refusal
  // answered in the browser), and Conform has just focused the first invalid field: the effect comes after.
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      id={id}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the summary is where a refused post must land
      autoFocus
      aria-labelledby={`${id}-heading`}
      className="rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        {heading}
      </h2>
      <ul role="list" className="mt-2 space-y-1 text-sm">
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
