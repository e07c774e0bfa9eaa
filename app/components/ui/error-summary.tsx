export type SummaryError = { message: string; fieldId?: string };

/**
 * Everything a refused form post got wrong, at the top of the form: on a phone without JavaScript the
 * messages beside the fields can be a long scroll away. It takes the focus when it appears, so the
 * page opens on it, and each message links to its field.
 */
export function ErrorSummary({ id, heading, errors }: { id: string; heading: string; errors: SummaryError[] }) {
  if (errors.length === 0) return null;
  return (
    <div
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
              <a href={`#${fieldId}`} className="font-medium underline">
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
