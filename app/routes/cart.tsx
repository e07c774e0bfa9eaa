import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation, useRouteError, useSubmit } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { QuantityInput } from "~/components/quantity-input";
import { requireViewer } from "~/lib/auth/viewer.server";
import { cartLineKey, cartText, cartTotals, lineTotal, type CartTotals } from "~/lib/cart/cart";
import { clearCart, fetchCart, replaceCart } from "~/lib/backend/cart.server";
import { addToCartFromCard } from "~/lib/cart/add-to-cart.server";
import { cartSaveBody, cartView, type CartLineView } from "~/lib/cart/cart-view";
import { backendFailure, redirectWithFlash } from "~/lib/forms/action-answers.server";
import { formatCharge, formatRupees } from "../../contract/money";
import { productHref } from "~/lib/catalogue/product";
import { assertSameOrigin } from "~/lib/security/same-origin.server";
import { CartUpdateSchema } from "~/lib/schemas/cart-update";
import { pageMeta } from "~/lib/site/seo";
import { readForm } from "~/lib/forms/form-data.server";

export const meta: MetaFunction = () =>
  pageMeta({ title: "Your Cart", description: "Review the cookware in your cart, change quantities and check out.", noIndex: true });

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  return { cart: cartView(await fetchCart(viewer.token)) };
}

type CartAnswer = { intent: string; error: string; quantities?: Record<string, string> };

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  assertSameOrigin(request);
  const viewer = await requireViewer(args);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");

  // Product cards anywhere in the store post here.
  if (intent === "add") return addToCartFromCard(request, formData, viewer.token);

  if (intent === "clear") {
    try {
      await clearCart(viewer.token);
    } catch (error) {
      const failure = backendFailure(error, cartText.clearFailed);
      return data<CartAnswer>({ intent, error: failure.message }, { status: failure.status });
    }
    return redirectWithFlash(request, "/cart", { kind: "success", text: cartText.cleared });
  }

  // Save Changes, Checkout and Remove all carry every line of the form, so no edit is lost.
  const quantities = submittedQuantities(formData);
  const submission = parseWithZod(formData, { schema: CartUpdateSchema });
  if (submission.status !== "success") {
    const error = Object.values(submission.reply().error ?? {}).flat().find(Boolean) ?? cartText.saveFailed;
    return data<CartAnswer>({ intent, error, quantities }, { status: 400 });
  }
  const { items } = submission.value;
  const removeIndex = submission.value.intent.startsWith("remove:") ? Number(submission.value.intent.slice("remove:".length)) : -1;
  const lines = items.map((item, index) => ({ productId: item.product, size: item.size || null, quantity: index === removeIndex ? 0 : item.quantity }));
  try {
    await replaceCart(viewer.token, cartSaveBody(lines));
  } catch (error) {
    const failure = backendFailure(error, intent === "checkout" ? cartText.buyNowFailed : cartText.saveFailed);
    return data<CartAnswer>({ intent, error: failure.message, quantities }, { status: failure.status });
  }
  if (intent === "checkout") return redirect("/checkout", 303);
  const text = removeIndex >= 0 ? cartText.removed : cartText.saved;
  return redirectWithFlash(request, "/cart", { kind: "success", text });
}

/** What the shopper typed, by line, so a refused save shows their numbers again. */
function submittedQuantities(formData: FormData): Record<string, string> {
  const quantities: Record<string, string> = {};
  for (let index = 0; formData.has(`items[${index}].product`); index++) {
    const key = cartLineKey(String(formData.get(`items[${index}].product`)), String(formData.get(`items[${index}].size`) ?? ""));
    quantities[key] = String(formData.get(`items[${index}].quantity`) ?? "");
  }
  return quantities;
}

export default function CartPage() {
  const { cart } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const answer = actionData && "intent" in actionData ? actionData : undefined;
  const signature = cart.lines.map((line) => `${line.id}:${line.quantity}`).join(",");

  return (
    <div className="page">
      <BackToShopping />
      <h1 className="page-title mt-4">Your Cart</h1>
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        // A saved cart (new lines or quantities from the server) starts the editor afresh.
        <CartEditor key={signature} lines={cart.lines} serverTotals={cart.totals} answer={answer} />
      )}
    </div>
  );
}

function BackToShopping() {
  const navigate = useNavigate();
  return (
    <Link
      to="/products"
      className="btn-ghost -ml-4"
      onClick={(event) => {
        // With JavaScript: one step back, when that step is in this store.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      ← Back to shopping
    </Link>
  );
}

function EmptyCart() {
  return (
    <div className="card mt-8 flex flex-col items-center gap-4 py-12 text-center">
      <h2 className="text-lg font-semibold">{cartText.empty}</h2>
      <Link to="/products" className="btn-primary">
        Continue Shopping
      </Link>
    </div>
  );
}

type EditableLine = CartLineView & { draft: number };

function CartEditor({ lines: savedLines, serverTotals, answer }: { lines: CartLineView[]; serverTotals: CartTotals; answer?: CartAnswer }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/cart";
  // After a refused save (without JavaScript) the page shows the numbers the shopper typed.
  const typed = (line: CartLineView) => Number(answer?.quantities?.[cartLineKey(line.productId, line.size)]) || line.quantity;
  const [lines, setLines] = useState<EditableLine[]>(() => savedLines.map((line) => ({ ...line, draft: typed(line) })));

  const saved = new Map(savedLines.map((line) => [line.id, line.quantity]));
  const dirty = hydrated && (lines.length !== savedLines.length || lines.some((line) => saved.get(line.id) !== line.draft));
  const totals = hydrated ? cartTotals(lines.map((line) => ({ price: line.price, quantity: line.draft }))) : serverTotals;

  const setDraft = (id: string, draft: number) =>
    // A quantity reaching 0 removes the line (spec section 4); Save Changes makes it final.
    setLines((current) => (draft <= 0 ? current.filter((line) => line.id !== id) : current.map((line) => (line.id === id ? { ...line, draft } : line))));

  // With JavaScript the form posts the lines as edited here (removed lines are gone).
  function submitEdits(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const formData = new FormData();
    formData.set("intent", submitter?.value ?? "save");
    lines.forEach((line, index) => {
      formData.set(`items[${index}].product`, line.productId);
      formData.set(`items[${index}].size`, line.size ?? "");
      formData.set(`items[${index}].quantity`, String(line.draft));
    });
    submit(formData, { method: "post", action: "/cart", preventScrollReset: true });
  }

  return (
    <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-lines-heading">
        <h2 id="cart-lines-heading" className="sr-only">
          Items in your cart
        </h2>
        {answer?.error ? (
          <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
            {answer.error}
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
        {hydrated && lines.length === 0 ? (
          <p className="mt-4 text-sm text-muted">All items removed. Save Changes to empty your cart.</p>
        ) : null}
      </section>

      <aside aria-labelledby="order-summary-heading" className="card h-fit space-y-4">
        <h2 id="order-summary-heading" className="text-lg font-semibold">
          Order Summary
        </h2>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatRupees(totals.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Shipping</dt>
            <dd>{formatCharge(totals.shipping)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Tax</dt>
            <dd>{formatCharge(totals.tax)}</dd>
          </div>
          <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd>{formatRupees(totals.total)}</dd>
          </div>
        </dl>
        {hydrated ? (
          <p role="status" className="text-sm text-muted">
            {dirty ? cartText.unsaved : cartText.upToDate}
          </p>
        ) : null}
        {dirty ? <p className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">{cartText.saveFirst}</p> : null}
        <div className="grid gap-2">
          <button type="submit" form="cart-form" name="intent" value="save" className="btn-secondary" disabled={busy || (hydrated && !dirty)}>
            Save Changes
          </button>
          <button type="submit" form="cart-form" name="intent" value="checkout" className="btn-primary py-3" disabled={busy || dirty}>
            Checkout
          </button>
        </div>
        <Form method="post" action="/cart" preventScrollReset>
          <button type="submit" name="intent" value="clear" className="btn-ghost w-full text-danger" disabled={busy}>
            Clear Cart
          </button>
        </Form>
      </aside>
    </div>
  );
}

function CartLineRow({
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
  return (
    <li aria-labelledby={headingId} className="flex flex-wrap items-center gap-4 p-4">
      <Link to={productHref(line.productId)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {line.image ? <img src={line.image} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 rounded-md bg-brand-50 object-contain" /> : null}
      </Link>
      <div className="min-w-0 flex-1 basis-40">
        <h3 id={headingId} className="font-semibold">
          <Link to={productHref(line.productId)} className="hover:text-brand-700 hover:underline">
            {line.name}
          </Link>
        </h3>
        {line.size ? <p className="text-sm text-muted">Size: {line.size}</p> : null}
        <p className="text-sm text-muted">{formatRupees(line.price)} each</p>
        {line.draft > line.stock ? <p className="text-sm font-medium text-danger">Only {line.stock} left in stock</p> : null}
      </div>
      {/* On a phone the controls take their own row under the product. */}
      <div className="flex w-full items-center justify-between gap-4 sm:w-auto">
        <input type="hidden" name={`items[${index}].product`} value={line.productId} />
        <input type="hidden" name={`items[${index}].size`} value={line.size ?? ""} />
        <QuantityInput
          id={`${headingId}-quantity`}
          name={`items[${index}].quantity`}
          label={`Quantity for ${line.name}`}
          labelHidden
          defaultValue={defaultQuantity}
          min={0}
          minusDisabledAt={1}
          onValueChange={onQuantity}
          size="sm"
        />
        <p className="ml-auto whitespace-nowrap text-right font-semibold sm:w-28">
          <span className="sr-only">Line total: </span>
          {formatRupees(lineTotal({ price: line.price, quantity: line.draft }))}
        </p>
        <button
          type={onRemove ? "button" : "submit"}
          name={onRemove ? undefined : "intent"}
          value={onRemove ? undefined : `remove:${index}`}
          onClick={onRemove}
          className="btn-ghost whitespace-nowrap text-sm text-danger"
          aria-label={`Remove ${line.name}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
