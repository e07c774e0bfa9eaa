import { Link } from "@remix-run/react";
import { QuantityInput } from "~/components/quantity-input";
import { lineTotal } from "~/lib/cart/cart";
import type { CartLineView } from "~/lib/cart/cart-view";
import { productHref, productSizeHref } from "~/lib/catalogue/product";
import { rich } from "~/lib/i18n/rich";
import { useRupees } from "~/lib/i18n/use-rupees";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { English } from "~/components/ui/english";

/** A saved line and the quantity the shopper has typed for it but not saved yet. */
export type EditableLine = CartLineView & { draft: number };

/**
 * One line of the cart form; its fields are named `items[index].…`. Remove is a submit button
 * without JavaScript (`remove:index`) and drops the draft line with it (`onRemove`).
 */
export function CartLineRow({
  line,
  index,
  defaultQuantity,
  onQuantity,
  onRemove,
}: {
  line: EditableLine;
  index: number;
  defaultQuantity: number;
  onQuantity: (quantity: number) => void;
  onRemove?: () => void;
}) {
  const headingId = `cart-line-${line.id}`;
  const t = useStrings("cart");
  const rupees = useRupees();
  const name = { name: line.name };
  const href = line.size ? productSizeHref(line.productId, line.variant) : productHref(line.productId);
  return (
    <li aria-labelledby={headingId} className="flex flex-wrap items-center gap-4 p-4">
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {line.image ? (
          <img src={line.image} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 rounded-md bg-brand-50 object-contain" />
        ) : null}
      </Link>
      <div className="min-w-0 flex-1 basis-40">
        <h3 id={headingId} className="font-semibold">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            <English>{line.name}</English>
          </Link>
        </h3>
        {line.size ? <p className="text-sm text-muted">{fill(t.size, { size: line.size })}</p> : null}
        <p className="text-sm text-muted">{rich(t.each, { price: <bdi>{rupees(line.price)}</bdi> })}</p>
        {line.previousPrice === null ? null : (
          <p className="text-sm font-medium text-amber-800">
            {rich(t.priceChanged, { was: <bdi>{rupees(line.previousPrice)}</bdi>, now: <bdi>{rupees(line.price)}</bdi> })}
          </p>
        )}
        {!line.available ? (
          <p className="text-sm font-medium text-danger">{t.noLongerAvailable}</p>
        ) : line.draft > line.stock ? (
          <p className="text-sm font-medium text-danger">{fill(t.onlyLeft, { count: line.stock })}</p>
        ) : null}
      </div>
      {/* On a phone the controls take their own row under the product. */}
      <div className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:w-auto sm:gap-x-4">
        <input type="hidden" name={`items[${index}].product`} value={line.productId} />
        <input type="hidden" name={`items[${index}].size`} value={line.size ?? ""} />
        <QuantityInput
          id={`${headingId}-quantity`}
          name={`items[${index}].quantity`}
          label={rich(t.quantityFor, { name: <English>{line.name}</English> })}
          labelHidden
          decreaseLabel={fill(t.decreaseFor, name)}
          increaseLabel={fill(t.increaseFor, name)}
          defaultValue={defaultQuantity}
          min={0}
          minusDisabledAt={1}
          onValueChange={onQuantity}
          size="sm"
        />
        <p className="ms-auto whitespace-nowrap text-end font-semibold sm:w-28">
          <span className="sr-only">{t.lineTotal} </span>
          <bdi>{rupees(lineTotal({ price: line.price, quantity: line.draft }))}</bdi>
        </p>
        <button
          type={onRemove ? "button" : "submit"}
          name={onRemove ? undefined : "intent"}
          value={onRemove ? undefined : `remove:${index}`}
          onClick={onRemove}
          className="btn-ghost px-2 text-sm whitespace-nowrap text-danger"
          aria-label={fill(t.removeName, name)}
        >
          {t.remove}
        </button>
      </div>
    </li>
  );
}
