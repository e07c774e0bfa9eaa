import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import { BestSellers, type BestSellersState } from "~/components/best-sellers";
import { HeroCarousel } from "~/components/hero-carousel";
import { NewsletterSignup, type NewsletterAnswer } from "~/components/newsletter-signup";
import { ADD_TO_CART_ACTION } from "~/components/product-card";
import { ProductLoadingNotice } from "~/components/product-loading-notice";
import { getViewer, signInUrl } from "~/lib/auth/viewer.server";
import { BackendError, failureMessage, isBackendUnavailable, isSignInRequired } from "~/lib/backend/client.server";
import { subscribeToNewsletter } from "~/lib/backend/contact.server";
import { fetchBestSellerCards } from "~/lib/backend/products.server";
import { env } from "~/lib/env.server";
import {
  featuredCollections,
  FIRST_HERO_IMAGE,
  heroSlides,
  whyChooseReasons,
  type FeaturedCollection,
  type WhyChooseReason,
} from "~/lib/content/home-content";
import type { DeliveryRule } from "../../contract/delivery-fee";
import { fetchDeliveryRule } from "~/lib/backend/settings.server";
import { deliveryPromise } from "~/lib/content/delivery-charges";
import { pageStrings } from "~/lib/i18n/i18n.server";
import { useRupees } from "~/lib/i18n/use-rupees";
import { fill, useLanguage, useStrings } from "~/lib/i18n/use-strings";
import { MemoizedMarkup } from "~/lib/render/markup-memo";
import { PageLink } from "~/components/ui/page-link";
import { fromJsonText, toJsonText } from "~/lib/data/loader-json-text";
import { isEnhancedSubmission } from "~/lib/forms/progressive";
import { assertSameOrigin } from "~/lib/security/same-origin.server";
import { NEWSLETTER_FAILED, NEWSLETTER_THANKS, NewsletterSchema } from "~/lib/schemas/newsletter";
import { redirectWithFlash } from "~/lib/forms/action-answers.server";
import { testimonials, type Testimonial } from "~/lib/content/testimonials";
import { parseForm, readForm } from "~/lib/forms/form-data.server";

// The first hero slide is the page's largest image: fetched with the HTML, not after the stylesheet.
export const links: LinksFunction = () => [{ rel: "preload", as: "image", href: FIRST_HERO_IMAGE }];

// Written out rather than built with pageMeta, so the home page's first visit ships less script.
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const title = data?.strings.home.metaTitle;
  const description = data?.strings.home.metaDescription;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: "Cookware.pk" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
};

const FEATURED_TESTIMONIALS = 3;

// The page's fixed content as one JSON text, written once: Remix's data encoder walked its hundred
// values on every request (docs/decisions/0002-json-texts.md).
const HOME_CONTENT = toJsonText({
  hero: heroSlides,
  featuredCollections,
  reasons: whyChooseReasons,
  testimonials: testimonials.slice(0, FEATURED_TESTIMONIALS),
});

export async function loader(args: LoaderFunctionArgs) {
  const [bestSellers, strings, deliveryRule] = await Promise.all([
    loadBestSellers(args),
    pageStrings(args, "home", "card", "delivery"),
    deliveryRuleIfAnswered(),
  ]);
  return { content: HOME_CONTENT, bestSellers, strings, deliveryRule };
}

/** The home page renders with the backend down; it then states no delivery figure rather than a guess. */
async function deliveryRuleIfAnswered(): Promise<DeliveryRule | null> {
  try {
    return await fetchDeliveryRule();
  } catch (error) {
    if (error instanceof BackendError || isBackendUnavailable(error)) return null;
    throw error;
  }
}

/** The home page renders fully for everyone; only the best-seller strip needs product data. */
async function loadBestSellers(args: LoaderFunctionArgs): Promise<BestSellersState> {
  const viewer = await getViewer(args);
  const signedOut: BestSellersState = { status: "signed-out", signInUrl: signInUrl(args.request) };
  if (!viewer && !env().PUBLIC_CATALOGUE) return signedOut;
  try {
    return { status: "ok", products: await fetchBestSellerCards(viewer?.token) };
  } catch (error) {
    // A refused token (a revoked session) is a signed-out visitor here, not a broken page.
    if (isSignInRequired(error)) return signedOut;
    return { status: "error" };
  }
}

// Adding a best seller to the cart changes the cart, not this page: only the header's count reloads.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === ADD_TO_CART_ACTION || formAction === "/home" ? false : defaultShouldRevalidate;

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  assertSameOrigin(request);
  const formData = await readForm(request);
  const email = String(formData.get("email") ?? "");
  if (formData.get("intent") !== "newsletter")
    return data<NewsletterAnswer>({ ok: false, email, formError: "Unknown action" }, { status: 400 });
  const submission = parseForm(formData, NewsletterSchema);
  if (submission.status !== "success") {
    const emailError = submission.reply().error?.email?.[0] ?? "Please enter a valid email address";
    return data<NewsletterAnswer>({ ok: false, email, emailError }, { status: 400 });
  }
  const viewer = await getViewer(args);
  try {
    await subscribeToNewsletter({ email: submission.value.email }, viewer?.token);
  } catch (error) {
    if (error instanceof BackendError && error.status === 400) {
      return data<NewsletterAnswer>({ ok: false, email, emailError: error.fields.email ?? error.message }, { status: 400 });
    }
    return data<NewsletterAnswer>({ ok: false, email, formError: failureMessage(error, NEWSLETTER_FAILED) }, { status: 503 });
  }
  if (isEnhancedSubmission(formData)) return data<NewsletterAnswer>({ ok: true, message: NEWSLETTER_THANKS });
  return redirectWithFlash(request, "/home", { kind: "success", text: NEWSLETTER_THANKS });
}

export default function HomePage() {
  const { content, bestSellers, deliveryRule } = useLoaderData<typeof loader>();
  const { hero, featuredCollections, reasons, testimonials } = fromJsonText(content);
  const t = useStrings("home");
  return (
    <>
      <h1 className="sr-only">{t.pageHeading}</h1>
      <ProductLoadingNotice />
      <HeroCarousel slides={hero} />
      <FeaturedCollections collections={featuredCollections} />
      <WhyChooseUs reasons={reasons} deliveryRule={deliveryRule} />
      <BestSellers heading={t.bestSellers} state={bestSellers} />
      <Testimonials testimonials={testimonials} />
      <NewsletterSignup action="/home" />
    </>
  );
}

/**
 * A titled band of the home page; `tinted` alternates the background. Its contents are the same for
 * every shopper in a language: the server writes them once (`data` is what they show).
 */
function Section({
  id,
  title,
  tinted = false,
  data,
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  data: unknown;
  children: ReactNode;
}) {
  return (
    <MemoizedMarkup
      as="section"
      aria-labelledby={id}
      className={tinted ? "bg-brand-50" : undefined}
      memoKey={`home ${id} ${useLanguage()} ${JSON.stringify(data)}`}
    >
      <div className="page">
        <h2 id={id} className="font-display text-3xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </MemoizedMarkup>
  );
}

function FeaturedCollections({ collections }: { collections: readonly FeaturedCollection[] }) {
  const t = useStrings("home");
  return (
    <Section id="featured-heading" title={t.featuredTitle} data={collections}>
      <ul role="list" className="mt-6 grid gap-6 md:grid-cols-3">
        {collections.map((collection) => (
          <li key={collection.id} className="card flex flex-col items-center text-center">
            <img src={collection.image} alt="" width={200} height={200} loading="lazy" className="h-48 w-48 object-contain" />
            <h3 className="mt-4 text-xl font-semibold">{t[`featured.${collection.id}.name`]}</h3>
            <p className="mt-2 text-sm text-muted">{t[`featured.${collection.id}.text`]}</p>
            <PageLink
              to="/products"
              className="btn-secondary mt-4"
              aria-label={fill(t.shopNowLabel, { name: t[`featured.${collection.id}.name`] })}
            >
              {t.shopNow}
            </PageLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function WhyChooseUs({ reasons, deliveryRule }: { reasons: readonly WhyChooseReason[]; deliveryRule: DeliveryRule | null }) {
  const t = useStrings("home");
  // The shipping promise is the delivery rule in force, the one checkout charges by; none when unread.
  const delivery = useStrings("delivery");
  const rupees = useRupees();
  const promise = deliveryRule ? deliveryPromise(deliveryRule, delivery, rupees) : null;
  const shown = promise ? reasons : reasons.filter((reason) => reason !== "shipping");
  return (
    <Section id="why-heading" title={t.whyTitle} tinted data={{ reasons: shown, deliveryRule }}>
      <ul role="list" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((reason) => (
          <li key={reason} className="card">
            <h3 className="font-semibold">{reason === "shipping" ? promise?.name : t[`why.${reason}.name`]}</h3>
            <p className="mt-2 text-sm text-muted">{reason === "shipping" ? promise?.text : t[`why.${reason}.text`]}</p>
          </li>
        ))}
      </ul>
      <PageLink to="/about-us" className="btn-secondary mt-6">
        {t.learnMore}
      </PageLink>
    </Section>
  );
}

/** The customers' own words, shown as they wrote them (in English) on every language's page. */
function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const t = useStrings("home");
  return (
    <Section id="testimonials-heading" title={t.testimonialsTitle} tinted data={testimonials}>
      <ul role="list" className="mt-6 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="card">
            <p role="img" aria-label={fill(t.rated, { rating: testimonial.rating })} className="text-amber-500">
              {"★".repeat(testimonial.rating) + "☆".repeat(5 - testimonial.rating)}
            </p>
            <blockquote lang="en" dir="ltr" className="mt-3 text-sm">
              “{testimonial.quote}”
            </blockquote>
            <p lang="en" dir="ltr" className="mt-3 text-sm text-muted">
              <span className="font-semibold text-ink">{testimonial.name}</span>, {testimonial.city} · {testimonial.product}
            </p>
          </li>
        ))}
      </ul>
      <PageLink to="/reviews" className="btn-secondary mt-6">
        {t.readReviews}
      </PageLink>
    </Section>
  );
}
