/** The reviews page: buyers' reviews, then the store's testimonials (the shop's data, in English). */
export const reviews = {
  title: "Customer Reviews",
  description: "What home cooks and chefs across Pakistan say about their Cookware.pk handi, karahi, non-stick pans and cookware sets.",
  intro: "Reviews from shoppers whose orders were delivered, newest first.",
  recentHeading: "Latest reviews from buyers",
  noneYet: "No reviews yet",
  testimonialsHeading: "Testimonials chosen by the store",
  testimonialsNote:
    "Words customers sent us, which the store picked to show here. They are not reviews from verified buyers and count towards no rating.",
  rated: "Rated {{rating}} out of 5",
  shop: "Shop our cookware",
  share: "Share your experience",
};
