import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ReviewItem } from "~/components/reviews/review-item";
import { fetchRecentReviews } from "~/lib/backend/reviews.server";
import { productHref } from "~/lib/catalogue/product";
import { testimonials, type Testimonial } from "~/lib/content/testimonials";
import { namespaceMeta } from "~/lib/i18n/page-meta";
import { pageStrings, requestLanguage } from "~/lib/i18n/i18n.server";
import { shownReviews } from "~/lib/reviews/shown-reviews.server";
import { fill, useStrings } from "~/lib/i18n/use-strings";

export const meta = namespaceMeta("reviews");

export async function loader(args: LoaderFunctionArgs) {
  const [recent, strings, language] = await Promise.all([
    fetchRecentReviews(),
    pageStrings(args, "reviews", "ratings"),
    requestLanguage(args.request, args.context),
  ]);
  return { recent: shownReviews(recent, language), strings };
}

/** Recent reviews from buyers (published ones), then the testimonials the store chose, labelled as the store's. */
export default function ReviewsPage() {
  const { recent } = useLoaderData<typeof loader>();
  const t = useStrings("reviews");
  return (
    <div className="page">
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{t.intro}</p>

      <section aria-labelledby="recent-reviews-heading" className="mt-8">
        <h2 id="recent-reviews-heading" className="text-xl font-semibold">
          {t.recentHeading}
        </h2>
        {recent.length === 0 ? <p className="mt-2 text-muted">{t.noneYet}</p> : null}
        <ul role="list" className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {recent.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                productLink={
                  <Link to={productHref(review.productId)} lang="en" dir="ltr" className="text-brand-700 underline">
                    {review.productName}
                  </Link>
                }
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="testimonials-heading" className="mt-12">
        <h2 id="testimonials-heading" className="text-xl font-semibold">
          {t.testimonialsHeading}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{t.testimonialsNote}</p>
        <ul role="list" className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/products" className="btn-primary">
          {t.shop}
        </Link>
        <Link to="/contact-us" className="btn-secondary">
          {t.share}
        </Link>
      </div>
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useStrings("reviews");
  return (
    <figure className="card h-full">
      <p role="img" className="text-brand-500" aria-label={fill(t.rated, { rating: testimonial.rating })}>
        <span aria-hidden="true">{"★".repeat(testimonial.rating) + "☆".repeat(5 - testimonial.rating)}</span>
      </p>
      {/* The testimonials are the shop's data, written in English. */}
      <blockquote lang="en" dir="ltr" className="mt-3 text-ink">
        &ldquo;{testimonial.quote}&rdquo;
      </blockquote>
      <figcaption lang="en" dir="ltr" className="mt-4 text-sm text-muted">
        <span className="font-semibold text-ink">{testimonial.name}</span>, {testimonial.city} · {testimonial.product}
      </figcaption>
    </figure>
  );
}
