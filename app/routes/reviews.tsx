import { Link } from "@remix-run/react";
import { averageRating, testimonials, type Testimonial } from "~/lib/content/testimonials";
import { namespaceMeta } from "~/lib/i18n/page-meta";
import { stringsLoader } from "~/lib/i18n/page-strings-loader.server";
import { fill, useStrings } from "~/lib/i18n/use-strings";

export const meta = namespaceMeta("reviews");

export const loader = stringsLoader("reviews");

export default function ReviewsPage() {
  const t = useStrings("reviews");
  return (
    <div className="page">
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{fill(t.intro, { rating: averageRating.toFixed(1), count: testimonials.length })}</p>
      <ul role="list" className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
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
      <p className="text-brand-500" aria-label={fill(t.rated, { rating: testimonial.rating })}>
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
