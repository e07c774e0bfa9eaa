import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { cartLineKey, cartTotals, type CartTotals, type DeliveryQuote } from "~/lib/cart/cart";
import { type CartLineView, lineNeedsAttention } from "~/lib/cart/cart-view";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useStrings } from "~/lib/i18n/use-strings";
import type { CartAnswer } from "./cart-answer";
import { CartLineRow, type EditableLine } from "./cart-line-row";
import { CartSummary } from "./cart-summary";

/**
 * The cart's lines and summary. Without JavaScript every button posts the whole form; with it,
 * quantities and removals are drafts here (totals follow them) until Save Changes.
 */
export function CartEditor({
  lines: savedLines,
  serverTotals,
  delivery,
  answer,
}: {
  lines: CartLineView[];
  serverTotals: CartTotals;
  delivery: DeliveryQuote;
  answer?: CartAnswer;
}) {
  const hydrated = useHydrated();
  const t = useStrings("cart");
  const localMessage = useLocalMessage();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/cart";
  // After a refused save (without JavaScript) the page shows the numbers the shopper typed.
  const typed = (line: CartLineView) => Number(answer?.quantities?.[cartLineKey(line.productId, line.size)]) || line.quantity;
  const [lines, setLines] = useState<EditableLine[]>(() => savedLines.map((line) => ({ ...line, draft: typed(line) })));

  const saved = new Map(savedLines.map((line) => [line.id, line.quantity]));
  const dirty = hydrated && (lines.length !== savedLines.length || lines.some((line) => saved.get(line.id) !== line.draft));
  const totals = hydrated
    ? cartTotals(
        lines.map((line) => ({ price: line.price, quantity: line.draft, weightGrams: line.weightGrams })),
        delivery,
      )
    : serverTotals;

  const setDraft = (id: string, draft: number) =>
    // A quantity brought down to 0 takes the line out of the draft; Save Changes makes it final.
    setLines((current) =>
      draft <= 0 ? current.filter((line) => line.id !== id) : current.map((line) => (line.id === id ? { ...line, draft } : line)),
    );

  // With JavaScript the form posts the lines as edited here (removed lines are gone).
  function submitEdits(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const formData = new FormData();
    const intent = submitter?.value ?? "save";
    formData.set("intent", intent);
    lines.forEach((line, index) => {
      formData.set(`items[${index}].product`, line.productId);
      formData.set(`items[${index}].size`, line.size ?? "");
      formData.set(`items[${index}].quantity`, String(line.draft));
    });
    // Checkout opens its page at the top; the others come back to the cart where it was.
    submit(formData, { method: "post", action: "/cart", preventScrollReset: intent !== "checkout" });
  }

  return (
    <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-lines-heading">
        <h2 id="cart-lines-heading" className="sr-only">
          {t.itemsHeading}
        </h2>
        {answer?.error ? (
          <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
            {localMessage(answer.error)}
          </p>
        ) : null}
        <Form id="cart-form" method="post" action="/cart" onSubmit={hydrated ? submitEdits : undefined}>
          <ul role="list" className="divide-y divide-line rounded-lg border border-line bg-white">
            {lines.map((line, index) => (
              <CartLineRow
                key={line.id}
                line={line}
                index={index}
                defaultQuantity={line.draft}
                onQuantity={(draft) => setDraft(line.id, draft)}
                onRemove={hydrated ? () => setDraft(line.id, 0) : undefined}
              />
            ))}
          </ul>
        </Form>
        {hydrated && lines.length === 0 ? <p className="mt-4 text-sm text-muted">{t.allRemoved}</p> : null}
      </section>

      <CartSummary
        totals={totals}
        delivery={delivery}
        hydrated={hydrated}
        dirty={dirty}
        busy={busy}
        needsAttention={lines.some((line) => lineNeedsAttention(line, line.draft))}
      />
    </div>
  );
}
