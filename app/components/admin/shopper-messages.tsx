import { Form } from "@remix-run/react";
import { RESEND_MESSAGE, RESEND_MESSAGE_INTENT } from "../../../contract/order-lifecycle/order-link";

/** The order's confirmation messages and the shopper's answer, with "Send the message again" while it may be. */
export function ShopperMessages({ lines, resendable }: { lines: string[]; resendable: boolean }) {
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {resendable ? (
        <li>
          <Form method="post">
            <button type="submit" name="intent" value={RESEND_MESSAGE_INTENT} className="btn-secondary mt-1">
              {RESEND_MESSAGE}
            </button>
          </Form>
        </li>
      ) : null}
    </ul>
  );
}
