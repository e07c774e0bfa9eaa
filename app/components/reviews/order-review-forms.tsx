import { useNavigation } from "@remix-run/react";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { REVIEW_INTENT, type ReviewableProduct, type ReviewAnswer } from "~/lib/reviews/review-answer";
import { ReviewForm } from "./review-form";

/** A delivered order's page: one review form per product in it (writing, or editing the one already written). */
export function OrderReviewForms({ products, answer }: { products: ReviewableProduct[]; answer: ReviewAnswer | undefined }) {
  const t = useStrings("ratings");
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" && navigation.formData?.get("intent") === REVIEW_INTENT;
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="order-reviews-heading" className="space-y-4">
      <h2 id="order-reviews-heading" className="text-lg font-semibold">
        {t.heading}
      </h2>
      {products.map((product, index) => (
        <ReviewForm
          key={product.productId}
          productId={product.productId}
          idPrefix={`review-${index}`}
          heading={product.review ? `${t.editHeading}: ${product.name}` : fill(t.reviewOf, { name: product.name })}
          existing={product.review}
          answer={answer?.productId === product.productId ? answer : undefined}
          busy={posting && navigation.formData?.get("productId") === product.productId}
        />
      ))}
    </section>
  );
}
