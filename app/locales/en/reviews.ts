/** The reviews page (the testimonials themselves are the shop's data, in English). */
export const reviews = {
  title: "Customer Reviews",
  description: "What home cooks and chefs across Pakistan say about their Cookware.pk handi, karahi, non-stick pans and cookware sets.",
  intro: "What our customers say: rated {{rating}} out of 5 across {{count}} reviews.",
  rated: "Rated {{rating}} out of 5",
  shop: "Shop our cookware",
  share: "Share your experience",
};
