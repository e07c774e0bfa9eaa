import { useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary, NotFound } from "~/components/error-boundary";
import { ORDER_NOT_FOUND } from "../../../contract/messages";

/** An order that is not the viewer's looks exactly like one that does not exist. */
export function OrderErrorBoundary() {
  return (
    <GeneralErrorBoundary
      error={useRouteError()}
      statusHandlers={{ 404: () => <NotFound title={ORDER_NOT_FOUND} text="We could not find this order in your account." /> }}
    />
  );
}
