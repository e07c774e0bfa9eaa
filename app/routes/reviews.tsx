import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { averageRating, testimonials, type Testimonial } from "~/lib/content/testimonials";
import { pageMeta } from "~/lib/site/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Customer Reviews",
    description: "What home cooks and chefs across Pakistan say about their Cookware.pk handi, karahi, non-stick pans and cookware sets.",
  });

export default function ReviewsPage() {
  return (
    <div className="page">
      <h1 className="page-title">Customer Reviews</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        What our customers say: rated {averageRating.toFixed(1)} out of 5 across {testimonials.length} reviews.
      </p>
      <ul role="list" className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/products" className="btn-primary">
          Shop our cookware
        </Link>
        <Link to="/contact-us" className="btn-secondary">
          Share your experience
        </Link>
      </div>
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card h-full">
      <p className="text-brand-500" aria-label={`Rated ${testimonial.rating} out of 5`}>
        <span aria-hidden="true">{"★".repeat(testimonial.rating) + "☆".repeat(5 - testimonial.rating)}</span>
      </p>
      <blockquote className="mt-3 text-ink">&ldquo;{testimonial.quote}&rdquo;</blockquote>
      <figcaption className="mt-4 text-sm text-muted">
        <span className="font-semibold text-ink">{testimonial.name}</span>, {testimonial.city} · {testimonial.product}
      </figcaption>
    </figure>
  );
}
