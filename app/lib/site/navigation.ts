import { navigationCategories } from "../../../contract/catalogue";

// Each entry names its text by its key in the layout strings (app/locales/*/layout.ts).

export const primaryNavigation = [
  { key: "nav.home", href: "/home" },
  { key: "nav.about", href: "/about-us" },
  { key: "nav.contact", href: "/contact-us" },
] as const;

export const productsMenu = [
  { key: "nav.allProducts" as const, href: "/products" },
  ...navigationCategories.map((category) => ({ key: `category.${category.value}` as const, href: `/products?category=${category.value}` })),
];

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
