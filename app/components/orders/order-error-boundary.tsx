import { useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary, NotFound } from "~/components/error-boundary";
import { useStrings } from "~/lib/i18n/use-strings";

/** An order that is not the viewer's looks exactly like one that does not exist. */
export function OrderErrorBoundary() {
  // The root loader sends `errors` with every page, so this works when the order's own loader failed.
  const t = useStrings("errors");
  return (
    <GeneralErrorBoundary
      error={useRouteError()}
      statusHandlers={{ 404: () => <NotFound title={t["error.orderNotFoundTitle"]} text={t["error.orderNotFoundText"]} /> }}
    />
  );
}
