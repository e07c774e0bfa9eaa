/**
 * The home page's fixed content: which slides and tiles, in which order, with which pictures and
 * links. Their words are the home strings (app/locales/LANGUAGE/home.ts), named by each one's id.
 */
/** The first slide's picture: the page's largest paint, preloaded with the HTML. */
export const FIRST_HERO_IMAGE = "/images/hero/welcome.svg";

export const heroSlides = [
  { id: "welcome", image: FIRST_HERO_IMAGE, href: "/products" },
  { id: "metal-finish", image: "/images/hero/metal-finish.svg", href: "/products?category=metal-finish" },
  // Pressure cookers have no filter of their own (the spec's six groups): the slide searches for them.
  { id: "pressure-cooker", image: "/images/hero/pressure-cooker.svg", href: "/products?q=pressure+cooker" },
  { id: "non-stick", image: "/images/hero/non-stick.svg", href: "/products?category=non-stick" },
] as const;

export type HeroSlide = (typeof heroSlides)[number];

export const featuredCollections = [
  { id: "metal-finish", image: "/images/products/shahi-copper-handi-1.svg" },
  { id: "non-stick", image: "/images/products/everyday-non-stick-handi-1.svg" },
  { id: "cast-iron", image: "/images/products/lahori-cast-iron-karahi-1.svg" },
] as const;

export type FeaturedCollection = (typeof featuredCollections)[number];

/** Why Choose Our Cookware: the shipping promise is the store's real one (business.ts), in rupees. */
export const whyChooseReasons = ["chef", "warranty", "materials", "shipping"] as const;

export type WhyChooseReason = (typeof whyChooseReasons)[number];
