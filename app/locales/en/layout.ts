import { business } from "../../../contract/business";
import { navigationCategories } from "../../../contract/catalogue";
import { labelled } from "./vocabulary";

/** The header, menus, footer and error pages: on every page, so the root loader sends them. */
export const layout = {
  skipToContent: "Skip to content",
  // Begins with the logo's visible text, so a speech user can say what they see (WCAG 2.5.3).
  homeLabel: "Cookware.pk home",
  mainNavigation: "Main",
  "nav.home": "Home",
  "nav.about": "About",
  "nav.contact": "Contact",
  "nav.products": "Products",
  "nav.allProducts": "All Products",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  sideMenu: "Side menu",
  cart: "Cart",
  // No brackets: a speech user says the badge's number, and a name in brackets is not matched (WCAG 2.5.3).
  cartOne: "Cart, 1 item",
  cartMany: "Cart, {{count}} items",
  // The words shown beside the icon (a first name, "Account", "Sign in") stay in the name, outside brackets (WCAG 2.5.3).
  profileSignedIn: "Profile, signed in as {{name}}",
  profileSignedInYou: "Account: profile, signed in",
  profileSignedOut: "Sign in to your profile",
  account: "Account",
  signIn: "Sign in",
  // The back office, linked for operators only.
  "nav.admin": "Admin",
  languageSwitchLabel: "Language",
  // The header's search box and, with JavaScript, its suggestions as the shopper types.
  "search.label": "Search the store",
  "search.suggestions": "Suggested products",
  "search.count": "Suggestions: {{count}}. Up and down arrows choose one.",
  "search.none": "No suggestions",
  "search.didYouMean": "Did you mean {{word}}?",
  loadingProduct: "Loading product details",
  "footer.about": "Premium handi, karahi and cookware for home cooks and professional chefs across Pakistan. Cash on delivery.",
  "footer.shop": "Shop",
  "footer.customerService": "Customer Service",
  "footer.businessHours": "Business hours",
  "footer.weekdays": business.businessHours.weekdays,
  "footer.sunday": business.businessHours.sunday,
  "footer.rights": "© {{year}} Cookware.pk. All rights reserved.",
  "footer.cookware": "Cookware",
  "footer.bakeware": "Bakeware",
  "footer.accessories": "Accessories",
  "footer.sets": "Sets",
  "footer.newArrivals": "New Arrivals",
  "footer.bestSellers": "Best Sellers",
  "footer.limitedEdition": "Limited Edition",
  "footer.contactUs": "Contact Us",
  "footer.shippingReturns": "Shipping & Returns",
  "footer.productCare": "Product Care",
  "footer.faq": "FAQ",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms of Service",
  "footer.accessibility": "Accessibility",
  ...labelled("category", navigationCategories, "value"),
};
