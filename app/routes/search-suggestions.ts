import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogueText } from "../../contract/catalogue-language";
import { MAX_SEARCH_LENGTH } from "../../contract/limits";
import { formatRupees } from "../../contract/money";
import { photoAddress } from "../../contract/product-photos";
import { getViewer } from "~/lib/auth/viewer.server";
import { fetchListingCards } from "~/lib/backend/products.server";
import { productHref } from "~/lib/catalogue/product";
import { env } from "~/lib/env.server";
import { requestLanguage } from "~/lib/i18n/i18n.server";
import { intlLocale } from "~/lib/i18n/languages";
import { SUGGESTIONS_MIN_LENGTH, SUGGESTIONS_SHOWN, type Suggestions } from "~/lib/search/suggestions";

/** The smallest photo file a suggestion's picture needs (it is drawn 40 px wide). */
const PICTURE_WIDTH = 320;

/**
 * `GET /search-suggestions?q=…`: the first few products of the listing's own search (the backend's,
 * synonyms, folding and "Did you mean" included) for the header's search box. Without an account on
 * a closed catalogue, none: the box then simply leads to the listing, which asks the shopper to sign in.
 */
export async function loader(args: LoaderFunctionArgs) {
  const q = new URL(args.request.url).searchParams.get("q")?.trim() ?? "";
  const none: Suggestions = { q, items: [], didYouMean: null };
  const headers = { "Cache-Control": "private, no-store" };
  if (q.length < SUGGESTIONS_MIN_LENGTH || q.length > MAX_SEARCH_LENGTH) return Response.json(none, { headers });
  const viewer = await getViewer(args);
  if (!viewer && !env().PUBLIC_CATALOGUE) return Response.json(none, { headers });
  const [listing, language] = await Promise.all([
    fetchListingCards({ q, pageSize: SUGGESTIONS_SHOWN }, viewer?.token),
    requestLanguage(args.request, args.context),
  ]);
  const locale = intlLocale(language);
  const answer: Suggestions = {
    q,
    didYouMean: listing.didYouMean,
    items: listing.cards.map((card) => ({
      id: card.id,
      name: catalogueText(card.name, card.nameUr, language),
      href: productHref(card.id),
      price: formatRupees(card.price, { locale }),
      image: card.photo ? photoAddress(card.photo, PICTURE_WIDTH) : card.image,
    })),
  };
  return Response.json(answer, { headers });
}
