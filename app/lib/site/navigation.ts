// Each entry names its text by its key in the layout strings (app/locales/*/layout.ts).

export const primaryNavigation = [
  { key: "nav.home", href: "/home" },
  { key: "nav.about", href: "/about-us" },
  { key: "nav.contact", href: "/contact-us" },
] as const;

/**
 * All Products, then one entry per navigation category. The categories are read from the layout
 * strings' `category.*` keys (contract/catalogue.ts's navigationCategories, in order), so the
 * header's script carries no copy of the catalogue's vocabulary.
 */
export function productsMenu(strings: Record<string, string>) {
  const categories = Object.keys(strings).filter((key) => key.startsWith("category."));
  return [
    { label: strings["nav.allProducts"], href: "/products" as const },
    ...categories.map((key) => ({ label: strings[key], href: `/products?category=${key.slice("category.".length)}` as const })),
  ];
}

export const footerNavigation = {
  shop: [
    { key: "footer.cookware", href: "/collections/cookware" },
    { key: "footer.bakeware", href: "/collections/bakeware" },
    { key: "footer.accessories", href: "/collections/accessories" },
    { key: "footer.sets", href: "/collections/sets" },
    { key: "footer.newArrivals", href: "/collections/new" },
    { key: "footer.bestSellers", href: "/collections/bestsellers" },
    { key: "footer.limitedEdition", href: "/collections/limited" },
  ],
  customerService: [
    { key: "footer.contactUs", href: "/contact-us" },
    { key: "footer.shippingReturns", href: "/shipping-returns" },
    { key: "footer.productCare", href: "/product-care" },
    { key: "footer.faq", href: "/faq" },
  ],
  legal: [
    { key: "footer.privacy", href: "/privacy" },
    { key: "footer.terms", href: "/terms" },
    { key: "footer.accessibility", href: "/accessibility" },
  ],
} as const;

export type SocialLink = { name: "Instagram" | "Facebook" | "Twitter" | "YouTube"; href: string };
