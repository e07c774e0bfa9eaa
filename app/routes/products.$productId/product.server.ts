import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import type { Viewer } from "~/lib/auth/viewer.server";
import { addToCart } from "~/lib/cart/add-to-cart.server";
import { BackendError, orNotFoundPage } from "~/lib/backend/client.server";
import { fetchProduct } from "~/lib/backend/products.server";
import { fetchProductReviews } from "~/lib/backend/reviews.server";
import { shownReviews } from "~/lib/reviews/shown-reviews.server";
import { cartText } from "~/lib/cart/cart";
import { catalogueReader } from "~/lib/catalogue/catalogue-reader.server";
import { productHref, productId, SIZE_PARAM } from "~/lib/catalogue/product";
import { redirectWithFlash } from "~/lib/forms/action-answers.server";
import { isEnhancedSubmission } from "~/lib/forms/progressive";
import { ProductOrderSchema } from "~/lib/schemas/add-to-cart";
import { productMeta } from "~/lib/site/seo";
import { toJsonText } from "~/lib/data/loader-json-text";
import { PRODUCT_NO_LONGER_AVAILABLE, PRODUCT_NOT_FOUND } from "../../../contract/messages";
import { catalogueText } from "../../../contract/catalogue-language";
import { chosenVariant } from "../../../contract/variants";
import { sizeGuideEntries } from "./size-guide.server";
import { localMessage, pageStrings, requestLanguage } from "~/lib/i18n/i18n.server";
import type { OrderAnswer } from "./order-answer";
import { REVIEWS_PAGE_PARAM } from "./reviews-section";

/**
 * The product as the page shows it, and its head tags. The tags are built here, so the SEO
 * helpers stay on the server and out of the page's script.
 */
export async function productPage(args: LoaderFunctionArgs) {
  const viewer = await catalogueReader(args);
  const url = new URL(args.request.url);
  const [product, reviews] = await Promise.all([
    orNotFoundPage(
      fetchProduct(args.params.productId ?? "", viewer?.token).catch((error) => Promise.reject(asGonePage(error))),
      PRODUCT_NOT_FOUND,
    ),
    fetchProductReviews(args.params.productId ?? "", reviewsPageOf(url), viewer?.token),
  ]);
  // A former URL id: the backend answered the product under its current one.
  if (productId(product) !== args.params.productId) throw redirect(productHref(productId(product)) + url.search, 301);
  const language = await requestLanguage(args.request);
  // The operator's Urdu on Urdu pages, else the English (marked so); head tags and JSON-LD say the same.
  const name = catalogueText(product.name, product.nameUr, language);
  const description = catalogueText(product.description, product.descriptionUr, language);
  const variants = product.variants.map((variant) => ({ ...variant, label: catalogueText(variant.label, variant.labelUr, language).text }));
  // One JSON text: the data encoder (turbo-stream) walked its ~300 fields, 6 % of the page's CPU
  // (docs/decisions/0002-json-texts.md).
  const page = toJsonText({
    meta: productMeta(
      { ...product, name: name.text, description: description.text, variants, rating: reviews.summary, reviews: reviews.reviews },
      url.origin + url.pathname,
    ),
    reviews: { ...reviews, reviews: shownReviews(reviews.reviews, language) },
    product: {
      id: productId(product),
      name: name.text,
      nameLang: name.lang,
      description: description.text,
      descriptionLang: description.lang,
      images: product.images,
      photos: product.photos,
      price: product.price,
      sizes: product.sizes,
      // Each size's own price and stock; the one `?size=` names (else the first in stock) is shown first.
      variants: variants.map(({ id, label, price, compareAtPrice, stock }) => ({ id, label, price, compareAtPrice, stock })),
      chosen: product.variants.length > 0 ? chosenVariant(product.variants, url.searchParams.get(SIZE_PARAM)).id : null,
      // The operator's figures per size; a size without them shows nothing (none are invented).
      sizeGuide: sizeGuideEntries(product.variants, language),
      stock: product.stock,
    },
  });
  return { page, strings: await pageStrings(args, "product", "ratings") };
}

function reviewsPageOf(url: URL): number {
  const page = Number(url.searchParams.get(REVIEWS_PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** An archived product (410 from the backend) is this page's 410: "no longer available", with links onward. */
function asGonePage(error: unknown): unknown {
  return error instanceof BackendError && error.status === 410 ? data({ message: PRODUCT_NO_LONGER_AVAILABLE }, { status: 410 }) : error;
}

/** Add to Cart or Buy Now from the product page. */
export async function orderProduct(request: Request, viewer: Viewer, productIdParam: string, formData: FormData) {
  const intent = formData.get("intent") === "buy" ? "buy" : "add";
  const chosen = { quantity: String(formData.get("quantity") ?? ""), variant: String(formData.get("variant") ?? "") };
  const language = await requestLanguage(request);
  const fail = (message: string, status: number, detail?: string) =>
    data<OrderAnswer>(
      { intent, ok: false, message: localMessage(language, message), detail: detail && localMessage(language, detail), ...chosen },
      { status },
    );

  // The backend prices the size the form names (its slug, or a label from an older page).
  const attempt = await addToCart(viewer.token, formData, ProductOrderSchema, ({ quantity, size, variant }) => ({
    productId: productIdParam,
    quantity,
    ...(variant ? { variant } : size ? { size } : {}),
  }));
  if (!attempt.ok) {
    if (intent === "buy") return fail(cartText.buyNowFailed, attempt.status, attempt.fieldErrors ? attempt.reason : attempt.backendMessage);
    return fail(attempt.message, attempt.status);
  }
  if (intent === "buy") return redirect("/checkout", 303);
  if (isEnhancedSubmission(formData)) return data<OrderAnswer>({ intent, ok: true, message: localMessage(language, cartText.added) });
  const url = new URL(request.url);
  return redirectWithFlash(request, url.pathname + url.search, { kind: "success", text: cartText.added });
}
