import { navigationCategories } from "../../../contract/catalogue";

export const primaryNavigation = [
  { name: "Home", href: "/home" },
  { name: "About", href: "/about-us" },
  { name: "Contact", href: "/contact-us" },
] as const;

export const productsMenu = [
  { name: "All Products", href: "/products" },
  ...navigationCategories.map((category) => ({ name: category.label, href: `/products?category=${category.value}` })),
];

export const footerNavigation = {
  shop: [
    { name: "Cookware", href: "/collections/cookware" },
    { name: "Bakeware", href: "/collections/bakeware" },
    { name: "Accessories", href: "/collections/accessories" },
    { name: "Sets", href: "/collections/sets" },
    { name: "New Arrivals", href: "/collections/new" },
    { name: "Best Sellers", href: "/collections/bestsellers" },
    { name: "Limited Edition", href: "/collections/limited" },
  ],
  customerService: [
    { name: "Contact Us", href: "/contact-us" },
    { name: "Shipping & Returns", href: "/shipping-returns" },
    { name: "Product Care", href: "/product-care" },
    { name: "FAQ", href: "/faq" },
  ],
  legal: [
    { name: "Privacy Policy", href: "/privacy" },
    { name: "Terms of Service", href: "/terms" },
    { name: "Accessibility", href: "/accessibility" },
  ],
} as const;

export type SocialLink = { name: "Instagram" | "Facebook" | "Twitter" | "YouTube"; href: string };
