import { business } from "../../../contract/business";
import { formatRupees } from "../../../contract/money";

/**
 * The home page's fixed content. The loader sends it to the page like any other data, so the
 * copy lives here (and could come from a CMS later) rather than in the page's script.
 */
/** The first slide's picture: the page's largest paint, preloaded with the HTML. */
export const FIRST_HERO_IMAGE = "/images/hero/welcome.svg";

export type HeroSlide = { id: string; name: string; description: string; image: string; href: string };

export const heroSlides: readonly HeroSlide[] = [
  {
    id: "welcome",
    name: "Welcome",
    description: "Premium handi, karahi and cookware made for Pakistani kitchens, delivered to your door with cash on delivery.",
    image: FIRST_HERO_IMAGE,
    href: "/products",
  },
  {
    id: "metal-finish",
    name: "Metal Finish Series",
    description: "Polished steel, copper and brass that sear, brown and simmer beautifully, and only get better with the years.",
    image: "/images/hero/metal-finish.svg",
    href: "/products?category=metal-finish",
  },
  {
    id: "pressure-cooker",
    name: "Pressure Cooker Series",
    description: "Tender nihari, haleem and daal in a fraction of the time, with heavy bases and lids that lock in the steam.",
    image: "/images/hero/pressure-cooker.svg",
    href: "/products?category=metal-lid",
  },
  {
    id: "non-stick",
    name: "Non Stick series",
    description: "Cook with far less oil and wash up in seconds: PFOA-free coatings for parathas, eggs and everyday curries.",
    image: "/images/hero/non-stick.svg",
    href: "/products?category=non-stick",
  },
];

export type Tile = { name: string; text: string; image?: string };

export const featuredCollections: readonly Tile[] = [
  {
    name: "Metal Finish",
    text: "Copper, brass and tri-ply steel for searing, bhunao and dum.",
    image: "/images/products/shahi-copper-handi-1.svg",
  },
  {
    name: "Non-Stick",
    text: "Everyday pans and handis that need a spoon of oil, not a cup.",
    image: "/images/products/everyday-non-stick-handi-1.svg",
  },
  {
    name: "Cast Iron",
    text: "Tawas and karahis that hold their heat and last for generations.",
    image: "/images/products/lahori-cast-iron-karahi-1.svg",
  },
];

/**
 * Why Choose Our Cookware: the shipping promise is the store's real one (business.ts), in rupees.
 * A function, so a page that imports only the constants above ships none of this.
 */
export const whyChooseReasons = (): readonly Tile[] => [
  { name: "Chef-approved design", text: "Shapes, weights and handles tested in busy restaurant kitchens before they reach yours." },
  { name: "Lifetime warranty", text: "Every piece is covered for life against manufacturing defects." },
  { name: "Premium materials", text: "Tri-ply steel, pure copper, cast iron and PFOA-free coatings that last." },
  { name: "Free shipping", text: `On every order above ${formatRupees(business.freeShippingThresholdRupees)}, anywhere in Pakistan.` },
];
