import { createContext, useContext, useState } from "react";

/** The request's id (its `X-Request-Id`), given to the server's render by app/entry.server.tsx. */
export const RequestIdContext = createContext<string | undefined>(undefined);

const REFERENCE_ELEMENT_ID = "request-reference";

/**
 * The id an error page asks the shopper to quote: the server's render has it, and the browser keeps the
 * one the server wrote (it has no request of its own), so the page does not change as it hydrates.
 */
export function useRequestReference(): { id: string | undefined; elementId: string } {
  const rendered = useContext(RequestIdContext);
  const [id] = useState(
    () =>
      rendered ?? (typeof document === "undefined" ? undefined : (document.getElementById(REFERENCE_ELEMENT_ID)?.textContent ?? undefined)),
  );
  return { id, elementId: REFERENCE_ELEMENT_ID };
}
