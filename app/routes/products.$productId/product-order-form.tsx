import { useActionData, useFetcher } from "@remix-run/react";
import { useMemo } from "react";
import { EnhancedMarker } from "~/components/enhanced-marker";
import { QuantityInput } from "~/components/quantity-input";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import type { SizeGuideLine } from "../../../contract/catalogue-language";
import type { OrderAnswer } from "./order-answer";
import { isReviewAnswer } from "~/lib/reviews/review-answer";
import type { action } from "./route";
import { SizeChoice, type PageVariant } from "./size-choice";
import { BusySubmitButton } from "~/components/ui/busy-submit-button";

type OrderedProduct = { sizes: string[]; sizeGuide: SizeGuideLine[]; stock: number; variants: PageVariant[] };

/**
 * Add to Cart and Buy Now, sent by a fetcher with JavaScript (the page stays, a toast confirms)
 * and as a plain post without. The last answer is whichever came back, the fetcher's or the page's.
 */
export function useProductOrder() {
  const pageAnswer = useActionData<typeof action>();
  const fetcher = useFetcher<OrderAnswer>();
  // The page's answer may be the review form's (reviews-section.tsx), which is not this form's.
  const actionData = pageAnswer && !isReviewAnswer(pageAnswer) ? pageAnswer : undefined;
  const answer: OrderAnswer | undefined = fetcher.state === "idle" ? (fetcher.data ?? actionData) : undefined;
  const toast = useMemo(() => (answer?.ok ? { kind: "success" as const, text: answer.message } : null), [answer]);
  return { fetcher, answer, toast };
}

export function ProductOrderForm({
  product,
  order,
  chosen,
  onPick,
}: {
  product: OrderedProduct;
  order: ReturnType<typeof useProductOrder>;
  /** The size whose stock the form states and caps the quantity at (size-choice.tsx). */
  chosen: PageVariant;
  onPick: (slug: string) => void;
}) {
  const { fetcher, answer } = order;
  const pendingIntent = fetcher.state === "submitting" ? fetcher.formData?.get("intent") : null;
  const busy = fetcher.state !== "idle";
  // Every size sold out; one sold-out size cannot be chosen, so the buttons stay for the others.
  const outOfStock = product.stock <= 0;
  const refused = answer && !answer.ok ? answer : undefined;
  const t = useStrings("product");

  return (
    <fetcher.Form method="post" preventScrollReset className="mt-6 space-y-5">
      <EnhancedMarker />
      {product.sizes.length > 0 ? (
        <SizeChoice
          variants={product.variants}
          chosen={chosen}
          onPick={onPick}
          describedBy={product.sizeGuide.length > 0 ? "size-guide" : undefined}
        />
      ) : null}
      {product.sizeGuide.length > 0 ? <SizeGuide entries={product.sizeGuide} /> : null}

      {outOfStock ? (
        <p className="text-lg font-semibold text-danger">{t.outOfStock}</p>
      ) : chosen.stock <= 0 ? (
        <p className="text-sm font-semibold text-danger">{t.soldOut}</p>
      ) : (
        <p className="text-sm text-muted">{chosen.stock <= 5 ? fill(t.onlyLeft, { count: chosen.stock }) : t.inStock}</p>
      )}

      <QuantityInput
        id="product-quantity"
        name="quantity"
        label={t.quantity}
        decreaseLabel={t.decrease}
        increaseLabel={t.increase}
        defaultValue={Number(refused?.quantity) || 1}
        min={1}
        max={Math.max(1, chosen.stock)}
        disabled={outOfStock}
      />

      <div className="flex flex-wrap gap-3">
        <BusySubmitButton name="intent" value="add" className="btn-secondary min-w-36 py-3" busy={busy} disabled={outOfStock}>
          {pendingIntent === "add" ? t.adding : t.addToCart}
        </BusySubmitButton>
        <BusySubmitButton name="intent" value="buy" className="btn-primary min-w-36 py-3" busy={busy} disabled={outOfStock}>
          {pendingIntent === "buy" ? t.processing : t.buyNow}
        </BusySubmitButton>
      </div>

      {refused ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          <p>{refused.message}</p>
          {refused.detail ? <p className="mt-1 font-normal">{refused.detail}</p> : null}
        </div>
      ) : null}
    </fetcher.Form>
  );
}

/** What each size means (capacity or width, and servings), next to the choices. */
function SizeGuide({ entries }: { entries: SizeGuideLine[] }) {
  const t = useStrings("product");
  return (
    <div id="size-guide" className="rounded-md bg-brand-50 px-3 py-2 text-sm">
      <p className="font-medium text-ink">{t.sizeGuide}</p>
      <ul role="list" aria-label={t.sizeGuide} className="mt-1 space-y-0.5 text-muted">
        {entries.map((entry) => (
          <li key={entry.size} lang={entry.lang} dir="auto">
            <span className="font-medium text-ink">{entry.size}</span> — {entry.meaning}
          </li>
        ))}
      </ul>
    </div>
  );
}
