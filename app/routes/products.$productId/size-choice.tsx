import { useState } from "react";
import { useRupees } from "~/lib/i18n/use-rupees";
import { useStrings } from "~/lib/i18n/use-strings";
import type { VariantJson } from "../../../contract/variants";

/** What the page knows of each size: the backend's price and stock (contract/variants.ts). */
export type PageVariant = Pick<VariantJson, "id" | "label" | "price" | "compareAtPrice" | "stock">;

type SizedProduct = { price: number; stock: number; variants: PageVariant[]; chosen: string | null };

/**
 * The size whose price and stock the page shows: the one the shopper picked (with JavaScript),
 * else the one a refused post carried back, else the loader's (`?size=`, or the first in stock).
 * Without JavaScript each size's own price is on its choice, and the server prices what is posted.
 */
export function useChosenSize(product: SizedProduct, answered: string | undefined) {
  const [picked, setPicked] = useState<string | null>(null);
  const slug = picked ?? answered ?? product.chosen;
  const chosen = product.variants.find((variant) => variant.id === slug) ??
    product.variants[0] ?? { id: "", label: "", price: product.price, compareAtPrice: null, stock: product.stock };
  return { chosen, pick: setPicked };
}

/** A size's price, and the price it replaces struck through when the operator set one. */
export function VariantPrice({ variant, small = false }: { variant: PageVariant; small?: boolean }) {
  const t = useStrings("product");
  const rupees = useRupees();
  return (
    <>
      <bdi>{rupees(variant.price)}</bdi>
      {variant.compareAtPrice !== null ? (
        <s className={`ms-2 font-normal ${small ? "" : "text-lg text-muted"}`}>
          <span className="sr-only">{t.was} </span>
          <bdi>{rupees(variant.compareAtPrice)}</bdi>
        </s>
      ) : null}
    </>
  );
}

/**
 * One radio per size, each with its own price or "Sold out" (a sold-out size cannot be chosen).
 * The choice posts with Add to Cart and Buy Now as `variant`; `required` stops a post with none.
 */
export function SizeChoice({
  variants,
  chosen,
  onPick,
  describedBy,
}: {
  variants: PageVariant[];
  chosen: PageVariant;
  onPick: (slug: string) => void;
  describedBy?: string;
}) {
  const t = useStrings("product");
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="field-label">{t.size}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => {
          const soldOut = variant.stock <= 0;
          return (
            <div key={variant.id}>
              <input
                type="radio"
                id={`size-${variant.id}`}
                name="variant"
                value={variant.id}
                defaultChecked={!soldOut && variant.id === chosen.id}
                disabled={soldOut}
                required
                onChange={() => onPick(variant.id)}
                className="peer sr-only"
              />
              <label htmlFor={`size-${variant.id}`} className="size-choice">
                <span className="font-medium">{variant.label}</span>
                <span className="text-xs">{soldOut ? t.soldOut : <VariantPrice variant={variant} small />}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
